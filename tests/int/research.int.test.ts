import { beforeAll, describe, expect, it } from 'vitest'
import type { TResearchChapter } from '../../backend/services/research/get-research-chapter'
import type { TResearchCta } from '../../backend/services/research/get-research-cta'
import type { TResearchDetail, TResearchListingItem } from '../../backend/services/research/shapes'
import type { User } from '../../backend/payload-types'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createUser, getTestPayload, unique } from './setup/payload'

type TListing = { success: boolean; message: string; research: TResearchListingItem[]; totalData: number }

const rich = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
  },
})

let learner: User
let lecturer: User
let topic: number
let draftId: number
let withChapters: { id: number; chapterIds: string[] }
const ongoingIds: number[] = []

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  const payload = await getTestPayload()
  learner = await createUser('learner')
  lecturer = await createUser('lecturer')
  const created = await payload.create({ collection: 'topics', locale: 'id', data: { title: unique('Riset'), areas: ['research'] } })
  topic = created.id
  // 7 on-going (pages of 6: 6, 1) and 3 complete, over 2019–2025.
  for (let i = 0; i < 10; i++) {
    const status = i < 7 ? 'on-going' : 'complete'
    const doc = await payload.create({
      collection: 'research',
      locale: 'id',
      data: {
        _status: 'published',
        progress: status,
        year: 2019 + (i % 7),
        topics: [topic],
        highlight: i === 8,
        title: `Riset ${i}`,
        chapters: i === 9 ? [{ title: 'Latar Belakang', body: rich('Isi bab satu') }, { title: 'Temuan', body: rich('Isi bab dua') }] : [],
      },
    })
    const en = await payload.update({
      collection: 'research',
      id: doc.id,
      locale: 'en',
      data: {
        title: `Research ${i}`,
        chapters: (doc.chapters ?? []).map((row, index) => ({ id: row.id, title: ['Background', 'Findings'][index] })),
      },
    })
    if (status === 'on-going') ongoingIds.push(doc.id)
    if (i === 9) withChapters = { id: doc.id, chapterIds: (en.chapters ?? []).map((row) => row.id!) }
  }
  const draft = await payload.create({
    collection: 'research',
    draft: true,
    data: { _status: 'draft', progress: 'complete', year: 2024, topics: [topic], title: 'Draf riset' },
  })
  draftId = draft.id
  for (const locale of ['id', 'en'] as const) {
    await payload.updateGlobal({ slug: 'research-cta', locale, data: { title: `CTA ${locale}`, buttonUrl: '/e-library' } })
  }
})

const listing = (query: string, locale?: 'id' | 'en') => getJson<TListing>(`static/research?filterTopic=${topic}&${query}`, locale)

describe('GET /api/static/research (listing)', () => {
  it('answers success, message and research items typed complete or on-going', async () => {
    const { status, body } = await listing('take=24')
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: expect.any(String), totalData: 10 })
    expect(new Set(body.research.map((item) => item.type))).toEqual(new Set(['on-going', 'complete']))
    expect(body.research.every((item) => item.module === 'research')).toBe(true)
    expect(body.research.map((item) => item.id)).not.toContain(draftId)
  })

  it('filters by status and pages on-going research to its end', async () => {
    const first = await listing('filterType=on-going&skip=0&take=6')
    const second = await listing('filterType=on-going&skip=6&take=6')
    expect([first.body.research.length, second.body.research.length]).toEqual([6, 1])
    expect([...first.body.research, ...second.body.research].map((item) => item.id).sort()).toEqual([...ongoingIds].sort())
    const complete = await listing('filterType=complete')
    expect(complete.body.research.every((item) => item.type === 'complete')).toBe(true)
    expect(complete.body.totalData).toBe(3)
  })

  it('filters by year and sorts by year both ways', async () => {
    const y = await listing('filterYear=2019')
    expect(y.body.research.every((item) => item.year === 2019)).toBe(true)
    const latest = (await listing('take=10')).body.research.map((item) => item.year)
    expect(latest).toEqual([...latest].sort((a, b) => b - a))
    const oldest = (await listing('take=10&sortBy=oldest')).body.research.map((item) => item.year)
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b))
  })

  it('answers in the language of the call', async () => {
    const en = await listing('take=10&sortBy=az', 'en')
    expect(en.body.research[0].title).toBe('Research 0')
    const id = await listing('take=10&sortBy=az', 'id')
    expect(id.body.research[0].title).toBe('Riset 0')
  })

  it.each(['filterType=done', 'take=30', 'skip=x', 'sortBy=hot'])('answers 400 for %s', async (query) => {
    const { status, body } = await listing(query)
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, message: expect.any(String) })
  })
})

describe('research detail and chapters', () => {
  it('answers a detail with its chapters, 404 for drafts and unknown ids', async () => {
    const { status, body } = await getJson<TEnvelope<TResearchDetail>>(`static/research/detail?id=${withChapters.id}`, 'en')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ type: 'complete', title: 'Research 9' })
    expect(body.data?.chapters.map((c) => c.title)).toEqual(['Background', 'Findings'])
    expect((await getJson(`static/research/detail?id=${draftId}`)).status).toBe(404)
    expect((await getJson('static/research/detail?id=999999')).status).toBe(404)
    expect((await getJson('static/research/detail?id=x')).status).toBe(400)
  })

  it('answers a chapter with its research and neighbours, in both languages', async () => {
    const [firstId, secondId] = withChapters.chapterIds
    const en = await getJson<TEnvelope<TResearchChapter>>(`static/research/chapter?id=${firstId}`, 'en')
    expect(en.body.data).toMatchObject({ id: firstId, number: 1, title: 'Background', previous: null, next: { id: secondId } })
    expect(en.body.data?.research.id).toBe(withChapters.id)
    const id = await getJson<TEnvelope<TResearchChapter>>(`static/research/chapter?id=${secondId}`, 'id')
    expect(id.body.data).toMatchObject({ title: 'Temuan', previous: { id: firstId }, next: null })
    expect((await getJson('static/research/chapter?id=ffffffffffffffffffffffff')).status).toBe(404)
    expect((await getJson('static/research/chapter?id=1')).status).toBe(400)
  })

  it('lists highlight and on-going picks, the CTA and research topics', async () => {
    const highlight = await getJson<TEnvelope<TResearchListingItem[]>>('static/research/highlight?take=24')
    expect(highlight.body.data?.every((item) => item.type === 'complete' || item.type === 'on-going')).toBe(true)
    expect(highlight.body.data?.length).toBeGreaterThan(0)
    const ongoing = await getJson<TEnvelope<TResearchListingItem[]>>('static/research/ongoing?take=24')
    expect(ongoing.body.data?.every((item) => item.type === 'on-going')).toBe(true)
    const cta = await getJson<TEnvelope<TResearchCta>>('static/research/cta', 'en')
    expect(cta.body.data).toMatchObject({ title: 'CTA en', buttonUrl: '/e-library' })
    const topics = await getJson<TEnvelope<{ id: number }[]>>('static/research/master/topics')
    expect(topics.body.data?.map((t) => t.id)).toContain(topic)
  })
})

describe('research access', () => {
  it('shows drafts to staff only and lets only staff write', async () => {
    const payload = await getTestPayload()
    const where = { id: { equals: draftId } }
    expect((await payload.find({ collection: 'research', where, overrideAccess: false })).docs).toHaveLength(0)
    expect((await payload.find({ collection: 'research', where, overrideAccess: false, user: learner })).docs).toHaveLength(0)
    expect((await payload.find({ collection: 'research', where, draft: true, overrideAccess: false, user: lecturer })).docs).toHaveLength(1)
    const data = { _status: 'published' as const, progress: 'on-going' as const, year: 2025, title: 'Oleh pelajar' }
    await expect(payload.create({ collection: 'research', data, overrideAccess: false, user: learner })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      payload.updateGlobal({ slug: 'research-cta', data: { title: 'x' }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
    const created = await payload.create({ collection: 'research', data, overrideAccess: false, user: lecturer })
    await payload.delete({ collection: 'research', id: created.id, overrideAccess: false, user: lecturer })
  })
})
