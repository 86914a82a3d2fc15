import { beforeAll, describe, expect, it } from 'vitest'
import type { TEducationIntro } from '../../backend/services/education/get-education-intro'
import type { TProgramDetail, TProgramListingItem } from '../../backend/services/education/shapes'
import { getMenu } from '../../backend/services/menu/get-menu'
import type { User } from '../../backend/payload-types'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createProgram } from './education-helpers'
import { createEvent, createEventTopic, daysFromNow } from './events-helpers'
import { saveNavigation } from './setup/fixtures'
import { createUser, getTestPayload, unique } from './setup/payload'

type TListing = { success: boolean; message: string; listing: TProgramListingItem[]; totalData: number }

const tag = unique('edu').replace(/-/g, '')
let learner: User
let lecturer: User
const mainIds: number[] = []
const otherIds: number[] = []
let draftMain: number
let draftOther: number

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  const payload = await getTestPayload()
  learner = await createUser('learner')
  lecturer = await createUser('lecturer')
  // Saved out of order: the main list follows `order`, not creation.
  for (const order of [2, 1, 3]) {
    mainIds[order - 1] = await createProgram(payload, { kind: 'main', order, id: `${tag} Utama ${order}`, en: `${tag} Main ${order}` })
  }
  draftMain = await createProgram(payload, { kind: 'main', order: 0, id: `${tag} Draf utama`, en: 'x', draft: true })
  // 8 other programs: pages of 6 and 2. Letters give the A–Z order its own answer.
  for (const [i, letter] of [...'HGFEDCBA'].entries()) {
    otherIds.push(await createProgram(payload, { kind: 'other', order: i, id: `${tag} ${letter} Program lain`, en: `${tag} ${letter} Other program` }))
  }
  draftOther = await createProgram(payload, { kind: 'other', order: 0, id: `${tag} Draf lain`, en: 'x', draft: true })
})

const others = (query: string, locale?: 'id' | 'en') => getJson<TListing>(`static/education/other-program?search=${tag}&${query}`, locale)

describe('GET /api/static/education/main', () => {
  it('lists published main programs in the editors order with their permalinks, in each language', async () => {
    for (const locale of ['id', 'en'] as const) {
      const { status, body } = await getJson<TEnvelope<TProgramListingItem[]>>('static/education/main', locale)
      expect(status).toBe(200)
      const mine = body.data!.filter((program) => program.title.startsWith(tag))
      expect(mine.map((program) => program.id)).toEqual(mainIds)
      expect(mine[0].title).toBe(locale === 'id' ? `${tag} Utama 1` : `${tag} Main 1`)
      for (const program of mine) expect(program.permalink).toBe(`/education/${program.id}/${program.slug}`)
      expect(body.data!.map((program) => program.id)).not.toContain(draftMain)
      expect(body.data!.every((program) => program.type === 'main')).toBe(true)
    }
  })
})

describe('GET /api/static/education/other-program', () => {
  it('pages the other programs by 6 to their end, without drafts or main programs', async () => {
    const first = await others('skip=0&take=6')
    const second = await others('skip=6&take=6')
    const third = await others('skip=12&take=6')
    expect(first.body).toMatchObject({ success: true, totalData: 8 })
    expect([first.body.listing.length, second.body.listing.length, third.body.listing.length]).toEqual([6, 2, 0])
    const seen = [...first.body.listing, ...second.body.listing].map((program) => program.id)
    expect(seen).toEqual(otherIds)
    expect(seen).not.toContain(draftOther)
  })

  it('sorts by title both ways and searches the summary too, in the language of the call', async () => {
    const az = await others('sortBy=az&take=24', 'en')
    expect(az.body.listing[0].title).toBe(`${tag} A Other program`)
    const za = await others('sortBy=za&take=24', 'id')
    expect(za.body.listing[0].title).toBe(`${tag} H Program lain`)
    // Only the summaries say "Ringkasan".
    const bySummary = await getJson<TListing>(`static/education/other-program?search=Ringkasan+${tag}`, 'id')
    expect(bySummary.body.totalData).toBe(8)
  })

  it.each(['sortBy=hot', 'take=30', 'skip=x', 'skip=-6'])('answers 400 for %s', async (query) => {
    const { status, body } = await others(query)
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, message: expect.any(String) })
  })
})

describe('GET /api/static/education/other-program/detail', () => {
  it('answers any published program with its body in both languages; 404 for drafts and unknown ids', async () => {
    const main = await getJson<TEnvelope<TProgramDetail>>(`static/education/other-program/detail?id=${mainIds[0]}`, 'en')
    expect(main.status).toBe(200)
    expect(main.body.data).toMatchObject({ type: 'main', title: `${tag} Main 1`, duration: { value: 3, unit: 'days' }, deliveryFormat: 'blended' })
    expect(JSON.stringify(main.body.data?.body)).toContain(`Body ${tag} Main 1`)
    const other = await getJson<TEnvelope<TProgramDetail>>(`static/education/other-program/detail?id=${otherIds[0]}`, 'id')
    expect(other.body.data).toMatchObject({ type: 'other', audience: 'Aparatur PJPK' })
    for (const id of [draftMain, draftOther, 999999]) {
      expect((await getJson(`static/education/other-program/detail?id=${id}`)).status).toBe(404)
    }
    expect((await getJson('static/education/other-program/detail?id=x')).status).toBe(400)
  })
})

describe('education intro, event highlight and the menu', () => {
  it('answers the intro texts in both languages', async () => {
    const payload = await getTestPayload()
    for (const locale of ['id', 'en'] as const) {
      await payload.updateGlobal({
        slug: 'education-page',
        locale,
        data: { hero: { title: `Judul ${locale}` }, mainPrograms: { title: `Utama ${locale}`, intro: `Pengantar ${locale}` } },
      })
    }
    const en = await getJson<TEnvelope<TEducationIntro>>('static/education/intro', 'en')
    expect(en.body.data).toMatchObject({ hero: { title: 'Judul en' }, mainPrograms: { title: 'Utama en', intro: 'Pengantar en' } })
    const id = await getJson<TEnvelope<TEducationIntro>>('static/education/intro', 'id')
    expect(id.body.data?.otherPrograms).toEqual({ title: '', intro: '' })
  })

  it('highlights the soonest upcoming events of the topic chosen on the education page', async () => {
    const payload = await getTestPayload()
    const topic = await createEventTopic(unique('Acara edukasi'))
    const other = await createEventTopic(unique('Acara lain'))
    const later = await createEvent({ title: 'Lokakarya nanti', titleEn: 'Later workshop', topics: [topic], startDate: daysFromNow(9), endDate: daysFromNow(9.1) })
    const soon = await createEvent({ title: 'Webinar segera', titleEn: 'Soon webinar', topics: [topic], startDate: daysFromNow(2), endDate: daysFromNow(2.1) })
    await createEvent({ title: 'Acara topik lain', topics: [other], startDate: daysFromNow(1), endDate: daysFromNow(1.1) })
    await createEvent({ title: 'Sudah lewat', topics: [topic], startDate: daysFromNow(-3), endDate: daysFromNow(-2.9) })
    await createEvent({ title: 'Draf', topics: [topic], startDate: daysFromNow(3), endDate: daysFromNow(3.1), _status: 'draft' })
    await payload.updateGlobal({ slug: 'education-page', data: { eventTopic: topic } })
    const { status, body } = await getJson<TEnvelope<{ id: number; title: string; permalink: string }[]>>('static/education/event-highlight', 'en')
    expect(status).toBe(200)
    expect(body.data?.map((event) => event.id)).toEqual([soon, later])
    expect(body.data?.[0]).toMatchObject({ title: 'Soon webinar', permalink: `/event/${soon}/soon-webinar` })
    await payload.updateGlobal({ slug: 'education-page', data: { eventTopic: null } })
  })

  it('lists the published main programs in the Education dropdown', async () => {
    const payload = await getTestPayload()
    await saveNavigation(payload, [
      {
        type: 'education',
        permalink: '/education',
        link: '/education#main-programs',
        id: { title: 'Edukasi', intro: 'Program', permalinkLabel: 'Selengkapnya', linkLabel: 'Program utama' },
        en: { title: 'Education', intro: 'Programs', permalinkLabel: 'Learn more', linkLabel: 'Main programs' },
      },
    ])
    const menu = await getMenu(payload, 'en')
    const feed = menu.find((item) => item.type === 'education')?.feeds.find((f) => f.kind === 'mainPrograms')
    const mine = feed?.items.filter((item) => item.title.startsWith(tag)) ?? []
    expect(mine.map((item) => item.id)).toEqual(mainIds)
    expect(mine[0]).toMatchObject({ title: `${tag} Main 1`, permalink: expect.stringMatching(/^\/education\/\d+\/[a-z0-9-]+$/) })
    expect(feed?.items.map((item) => item.id)).not.toContain(draftMain)
  })
})

describe('education program access', () => {
  it('shows drafts to staff only and lets only staff write', async () => {
    const payload = await getTestPayload()
    const where = { id: { equals: draftOther } }
    expect((await payload.find({ collection: 'education-programs', where, overrideAccess: false, user: learner })).docs).toHaveLength(0)
    expect((await payload.find({ collection: 'education-programs', where, draft: true, overrideAccess: false, user: lecturer })).docs).toHaveLength(1)
    const data = { _status: 'published' as const, kind: 'other' as const, order: 1, deliveryFormat: 'online' as const, title: 'Oleh pelajar' }
    await expect(payload.create({ collection: 'education-programs', data, overrideAccess: false, user: learner })).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.updateGlobal({ slug: 'education-page', data: { hero: { title: 'x' } }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
    const created = await payload.create({ collection: 'education-programs', data, overrideAccess: false, user: lecturer })
    await payload.delete({ collection: 'education-programs', id: created.id, overrideAccess: false, user: lecturer })
  })
})
