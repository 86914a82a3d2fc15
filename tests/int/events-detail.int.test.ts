import { beforeAll, describe, expect, it } from 'vitest'
import type { TEventCta } from '../../backend/services/events/get-event-cta'
import type { TEventDetail, TEventListingItem } from '../../backend/services/events/shapes'
import { onePagePdf } from '../../backend/seed/seed-files'
import type { User } from '../../backend/payload-types'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createEvent, createEventTopic, daysFromNow } from './events-helpers'
import { createUser, getTestPayload, unique } from './setup/payload'

let lecturer: User
let learner: User
let topic: number
let hybridId: number
let privateLinkId: number
let draftId: number

const venue = { name: 'Auditorium Utama', address: 'Jl. Sudirman 1', city: 'Jakarta' }

beforeAll(async () => {
  const payload = await getTestPayload()
  lecturer = await createUser('lecturer')
  learner = await createUser('learner')
  topic = await createEventTopic(unique('Topik detail'))
  const pdf = onePagePdf('Slides')
  const file = await payload.create({ collection: 'event-files', data: { title: 'Slides' }, file: { data: pdf, mimetype: 'application/pdf', name: 'slides.pdf', size: pdf.length } })
  hybridId = await createEvent({
    title: 'Forum hibrida',
    titleEn: 'Hybrid forum',
    topics: [topic],
    format: 'hybrid',
    venue,
    onlineUrl: 'https://stream.example.test/live',
    onlineLinkPublic: true,
    capacity: 120,
    registrationOpen: true,
    registrationDeadline: daysFromNow(5),
    highlight: true,
    startDate: daysFromNow(10),
    endDate: daysFromNow(10.2),
    speakers: [{ name: 'Dr. Ratna', position: 'Kepala Riset', organisation: 'LPI' }],
    materials: [
      { title: 'Bahan paparan', kind: 'file', file: file.id },
      { title: 'Rekaman', kind: 'link', url: 'https://video.example.test/rec' },
    ],
  })
  privateLinkId = await createEvent({ title: 'Webinar tertutup', format: 'online', onlineUrl: 'https://meet.example.test/secret', startDate: daysFromNow(3), endDate: daysFromNow(3.1) })
  draftId = await createEvent({ _status: 'draft', title: 'Draf detail', highlight: true, startDate: daysFromNow(1), endDate: daysFromNow(1.1) })
})

const detail = (id: number, locale?: 'id' | 'en') => getJson<TEnvelope<TEventDetail>>(`static/event/detail?id=${id}`, locale)

describe('GET /api/static/event/detail', () => {
  it('answers an event with its venue, public stream, speakers, materials and open registration, in both languages', async () => {
    const en = await detail(hybridId, 'en')
    expect(en.status).toBe(200)
    expect(en.body.data).toMatchObject({
      title: 'Hybrid forum',
      slug: 'hybrid-forum',
      format: 'hybrid',
      past: false,
      venue,
      onlineUrl: 'https://stream.example.test/live',
      capacity: 120,
      registration: { state: 'open', open: true },
      speakers: [{ name: 'Dr. Ratna', position: 'EN Kepala Riset' }],
    })
    expect(en.body.data?.materials.map((m) => [m.kind, m.title])).toEqual([['file', 'EN Bahan paparan'], ['link', 'EN Rekaman']])
    expect(en.body.data?.materials[0].url).toMatch(/^\/api\/event-files\/file\/slides.*\.pdf$/)
    const id = await detail(hybridId, 'id')
    expect(id.body.data).toMatchObject({ title: 'Forum hibrida', speakers: [{ position: 'Kepala Riset' }] })
  })

  it('keeps a meeting link private: not in the detail, not in Payload REST, yet readable by staff', async () => {
    expect((await detail(privateLinkId)).body.data?.onlineUrl).toBeNull()
    const rest = await getJson<{ onlineUrl?: string }>(`events/${privateLinkId}`)
    expect(rest.status).toBe(200)
    expect(rest.body.onlineUrl).toBeUndefined()
    const payload = await getTestPayload()
    const staff = await payload.findByID({ collection: 'events', id: privateLinkId, overrideAccess: false, user: lecturer })
    expect(staff.onlineUrl).toBe('https://meet.example.test/secret')
  })

  it('answers 404 for drafts and unknown ids, 400 for a bad id', async () => {
    expect((await detail(draftId)).status).toBe(404)
    expect((await getJson('static/event/detail?id=999999')).status).toBe(404)
    expect((await getJson('static/event/detail?id=abc')).status).toBe(400)
  })
})

describe('event picks, call to action and filter options', () => {
  it('lists published highlights and newly announced upcoming events', async () => {
    const highlight = await getJson<TEnvelope<TEventListingItem[]>>('static/event/highlight?take=24')
    expect(highlight.body.data?.map((e) => e.id)).toContain(hybridId)
    expect(highlight.body.data?.map((e) => e.id)).not.toContain(draftId)
    const fresh = await getJson<TEnvelope<TEventListingItem[]>>('static/event/highlight-new?take=24')
    expect(fresh.body.data?.every((e) => !e.past)).toBe(true)
    expect(fresh.body.data?.map((e) => e.id).indexOf(privateLinkId)).toBeLessThan(fresh.body.data!.map((e) => e.id).indexOf(hybridId))
  })

  it('answers the CTA, the event topics and the years', async () => {
    const payload = await getTestPayload()
    for (const locale of ['id', 'en'] as const) {
      await payload.updateGlobal({ slug: 'event-cta', locale, data: { title: `Ajakan ${locale}`, buttonUrl: '/outreach' } })
    }
    expect((await getJson<TEnvelope<TEventCta>>('static/event/cta', 'en')).body.data).toMatchObject({ title: 'Ajakan en', buttonUrl: '/outreach' })
    const topics = await getJson<TEnvelope<{ id: number; title: string }[]>>('static/event/master/topics', 'en')
    expect(topics.body.data?.map((t) => t.id)).toContain(topic)
    const years = await getJson<TEnvelope<number[]>>('static/event/master/years')
    expect(years.body.data).toContain(new Date(daysFromNow(10)).getUTCFullYear())
  })
})

describe('event rules', () => {
  it('refuses an event that ends before it starts, and a deadline after the end', async () => {
    const payload = await getTestPayload()
    const base = { title: 'Salah', format: 'online' as const, eventStatus: 'scheduled' as const, startDate_tz: 'Asia/Jakarta' as const, endDate_tz: 'Asia/Jakarta' as const }
    const invalid = (path: string) => ({ data: { errors: [expect.objectContaining({ path })] } })
    await expect(payload.create({ collection: 'events', data: { ...base, startDate: daysFromNow(2), endDate: daysFromNow(1) } })).rejects.toMatchObject(
      invalid('endDate'),
    )
    await expect(
      payload.create({ collection: 'events', data: { ...base, startDate: daysFromNow(1), endDate: daysFromNow(2), registrationOpen: true, registrationDeadline: daysFromNow(3) } }),
    ).rejects.toMatchObject(invalid('registrationDeadline'))
  })

  it('takes event files of the allowed types up to 20 MB', async () => {
    const payload = await getTestPayload()
    const big = Buffer.alloc(21 * 1024 * 1024, 1)
    await expect(
      payload.create({ collection: 'event-files', data: {}, file: { data: big, mimetype: 'application/pdf', name: 'big.pdf', size: big.length } }),
    ).rejects.toMatchObject({ status: 413 })
    const text = Buffer.from('plain text')
    await expect(
      payload.create({ collection: 'event-files', data: {}, file: { data: text, mimetype: 'text/plain', name: 'notes.txt', size: text.length } }),
    ).rejects.toThrow(/file type|mime|invalid/i)
  })

  it('lets staff write events and refuses learners', async () => {
    const payload = await getTestPayload()
    const data = { title: 'Oleh pelajar', format: 'online' as const, eventStatus: 'scheduled' as const, startDate: daysFromNow(1), endDate: daysFromNow(2), startDate_tz: 'Asia/Jakarta' as const, endDate_tz: 'Asia/Jakarta' as const }
    await expect(payload.create({ collection: 'events', data, overrideAccess: false, user: learner })).rejects.toMatchObject({ status: 403 })
    await expect(payload.updateGlobal({ slug: 'event-cta', data: { title: 'x' }, overrideAccess: false, user: learner })).rejects.toMatchObject({ status: 403 })
    const created = await payload.create({ collection: 'events', data, overrideAccess: false, user: lecturer })
    await payload.delete({ collection: 'events', id: created.id, overrideAccess: false, user: lecturer })
    const draft = await payload.find({ collection: 'events', where: { id: { equals: draftId } }, overrideAccess: false, user: learner })
    expect(draft.docs).toHaveLength(0)
  })
})
