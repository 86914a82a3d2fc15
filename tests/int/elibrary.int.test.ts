import { beforeAll, describe, expect, it } from 'vitest'
import type { TELibraryListingItem, TELibraryDetail } from '../../backend/services/shapes'
import type { User } from '../../backend/payload-types'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createUser, getTestPayload, unique } from './setup/payload'

type TListing = { success: boolean; message: string; listing: TELibraryListingItem[]; totalData: number }

const TYPES = [
  { id: 1, kind: 'video', id_: 'Video', en: 'Video' },
  { id: 2, kind: 'toolkit', id_: 'Perangkat Kerja', en: 'Toolkit' },
  { id: 3, kind: 'chapter', id_: 'Bab Buku', en: 'Chapter' },
  { id: 21, kind: 'external-resource', id_: 'Sumber Eksternal', en: 'External Resource' },
] as const

let learner: User
let lecturer: User
let topicA: number
let topicB: number
let draftId: number
let toolkitId: number
const ids: number[] = []

async function createTopic(title: { id: string; en: string }, areas: ('elibrary' | 'research')[]) {
  const payload = await getTestPayload()
  const doc = await payload.create({ collection: 'topics', locale: 'id', data: { title: title.id, areas } })
  await payload.update({ collection: 'topics', id: doc.id, locale: 'en', data: { title: title.en } })
  return doc.id
}

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  const payload = await getTestPayload()
  learner = await createUser('learner')
  lecturer = await createUser('lecturer')
  for (const type of TYPES) {
    await payload.create({ collection: 'elibrary-types', locale: 'id', data: { id: type.id, kind: type.kind, title: type.id_ } })
    await payload.update({ collection: 'elibrary-types', id: type.id, locale: 'en', data: { title: type.en } })
  }
  topicA = await createTopic({ id: unique('Topik A'), en: unique('Topic A') }, ['elibrary'])
  topicB = await createTopic({ id: unique('Topik B'), en: unique('Topic B') }, ['elibrary'])
  await createTopic({ id: unique('Hanya riset'), en: unique('Research only') }, ['research'])
  // 13 published items in topic A over 2020–2024 (pages of 6: 6, 6, 1), one of them also in topic B.
  for (let i = 0; i < 13; i++) {
    const type = TYPES[i % TYPES.length]
    const doc = await payload.create({
      collection: 'elibrary-items',
      locale: 'id',
      data: {
        _status: 'published',
        title: `Materi ${String.fromCharCode(90 - i)} jembatan`,
        excerpt: 'Ringkasan',
        type: type.id,
        topics: i === 0 ? [topicA, topicB] : [topicA],
        publishedDate: new Date(Date.UTC(2020 + (i % 5), i, 10)).toISOString(),
        highlight: i === 1,
        featured: i === 2,
        externalUrl: type.kind === 'external-resource' ? 'https://example.test/resource' : undefined,
      },
    })
    await payload.update({
      collection: 'elibrary-items',
      id: doc.id,
      locale: 'en',
      data: { title: `Material ${String.fromCharCode(65 + i)} bridge`, excerpt: 'Summary' },
    })
    ids.push(doc.id)
    if (type.kind === 'toolkit') toolkitId = doc.id
  }
  const draft = await payload.create({
    collection: 'elibrary-items',
    locale: 'id',
    draft: true,
    data: { _status: 'draft', title: 'Draf rahasia', type: 1, topics: [topicA], publishedDate: new Date().toISOString() },
  })
  draftId = draft.id
})

const listing = (query: string, locale?: 'id' | 'en') => getJson<TListing>(`static/e-library?filterTopic=${topicA}&${query}`, locale)

describe('GET /api/static/e-library (listing)', () => {
  it('answers success, message and listing items with id, title, module and type', async () => {
    const { status, body } = await listing('take=13')
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: expect.any(String), totalData: 13 })
    expect(body.listing[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), module: 'elibrary' })
    expect(body.listing.map((item) => item.type)).toEqual(expect.arrayContaining(['video', 'toolkit', 'chapter', 'others']))
  })

  it('pages by skip and take until a page brings fewer than 6 (and never shows drafts)', async () => {
    const pages = [await listing('skip=0&take=6'), await listing('skip=6&take=6'), await listing('skip=12&take=6')]
    expect(pages.map((page) => page.body.listing.length)).toEqual([6, 6, 1])
    const seen = pages.flatMap((page) => page.body.listing.map((item) => item.id))
    expect(new Set(seen).size).toBe(13)
    expect(seen).not.toContain(draftId)
  })

  it('filters by type, year and topic', async () => {
    const toolkits = await listing('filterType=2')
    expect(toolkits.body.listing.every((item) => item.typeId === 2)).toBe(true)
    expect(toolkits.body.totalData).toBe(3)
    const external = await listing('filterType=21')
    expect(external.body.listing.every((item) => item.type === 'others' && item.kind === 'external-resource')).toBe(true)
    const y2021 = await listing('filterYear=2021,2022')
    expect(y2021.body.listing.every((item) => item.year === 2021 || item.year === 2022)).toBe(true)
    expect(y2021.body.totalData).toBe(5)
    const onlyB = await getJson<TListing>(`static/e-library?filterTopic=${topicB}`)
    expect(onlyB.body.listing.map((item) => item.id)).toEqual([ids[0]])
  })

  it('sorts by date both ways and by title in the asked language', async () => {
    const latest = (await listing('take=13&sortBy=latest')).body.listing.map((item) => item.publishedDate)
    expect(latest).toEqual([...latest].sort().reverse())
    const oldest = (await listing('take=13&sortBy=oldest')).body.listing.map((item) => item.publishedDate)
    expect(oldest).toEqual([...oldest].sort())
    const en = (await listing('take=3&sortBy=az', 'en')).body.listing.map((item) => item.title)
    expect(en).toEqual(['Material A bridge', 'Material B bridge', 'Material C bridge'])
    const id = (await listing('take=2&sortBy=za', 'id')).body.listing.map((item) => item.title)
    expect(id).toEqual(['Materi Z jembatan', 'Materi Y jembatan'])
  })

  it('searches titles in the language of the call', async () => {
    expect((await listing('search=bridge', 'en')).body.totalData).toBe(13)
    expect((await listing('search=bridge', 'id')).body.totalData).toBe(0)
    expect((await listing('search=Materi%20Z', 'id')).body.listing.map((item) => item.id)).toEqual([ids[0]])
  })

  it.each(['take=25', 'take=0', 'skip=-6', 'sortBy=popular', 'filterType=video', 'filterYear=20x1'])(
    'answers 400 with a message for %s',
    async (query) => {
      const { status, body } = await listing(query)
      expect(status).toBe(400)
      expect(body).toMatchObject({ success: false, message: expect.any(String) })
    },
  )
})

describe('GET /api/static/e-library/detail and /chapter', () => {
  it('answers a published item in both languages with its media fields', async () => {
    const en = await getJson<TEnvelope<TELibraryDetail>>(`static/e-library/detail?id=${ids[0]}`, 'en')
    expect(en.status).toBe(200)
    expect(en.body.data).toMatchObject({ id: ids[0], title: 'Material A bridge', type: 'video', module: 'elibrary' })
    const id = await getJson<TEnvelope<TELibraryDetail>>(`static/e-library/detail?id=${ids[0]}`, 'id')
    expect(id.body.data?.title).toBe('Materi Z jembatan')
  })

  it('answers 404 for a draft or an unknown id, 400 for a bad id', async () => {
    expect((await getJson(`static/e-library/detail?id=${draftId}`)).status).toBe(404)
    expect((await getJson('static/e-library/detail?id=999999')).status).toBe(404)
    expect((await getJson('static/e-library/detail?id=abc')).status).toBe(400)
    expect((await getJson('static/e-library/detail')).status).toBe(400)
  })

  it('answers /chapter only for items of the chapter type', async () => {
    expect((await getJson(`static/e-library/chapter?id=${ids[2]}`)).status).toBe(200)
    expect((await getJson(`static/e-library/chapter?id=${toolkitId}`)).status).toBe(404)
  })
})

describe('e-library picks and masters', () => {
  it('lists highlight, featured and external items', async () => {
    const highlight = await getJson<TEnvelope<TELibraryListingItem[]>>('static/e-library/highlight')
    expect(highlight.body.data?.map((item) => item.id)).toContain(ids[1])
    const featured = await getJson<TEnvelope<TELibraryListingItem[]>>('static/e-library/featured?take=10')
    expect(featured.body.data?.map((item) => item.id)).toContain(ids[2])
    const external = await getJson<TEnvelope<TELibraryListingItem[]>>('static/e-library/external?take=10')
    expect(external.body.data?.length).toBeGreaterThan(0)
    expect(external.body.data?.every((item) => item.kind === 'external-resource')).toBe(true)
    expect((await getJson('static/e-library/highlight?take=100')).status).toBe(400)
  })

  it('lists types with their fixed ids and only e-library topics, in the asked language', async () => {
    const types = await getJson<TEnvelope<{ id: number; title: string }[]>>('static/e-library/master/type', 'en')
    expect(types.body.data).toEqual(expect.arrayContaining([{ id: 21, title: 'External Resource', kind: 'external-resource' }]))
    const topics = await getJson<TEnvelope<{ id: number; title: string }[]>>('static/e-library/master/topics', 'en')
    const topicIds = topics.body.data?.map((topic) => topic.id) ?? []
    expect(topicIds).toEqual(expect.arrayContaining([topicA, topicB]))
    expect(topics.body.data?.every((topic) => !topic.title.startsWith('Research only'))).toBe(true)
    const years = await getJson<TEnvelope<number[]>>('static/e-library/master/years')
    expect(years.body.data).toEqual(expect.arrayContaining([2024, 2020]))
  })
})

describe('e-library access', () => {
  it('shows drafts to staff only', async () => {
    const payload = await getTestPayload()
    const asVisitor = await payload.find({ collection: 'elibrary-items', where: { id: { equals: draftId } }, overrideAccess: false })
    expect(asVisitor.docs).toHaveLength(0)
    const asLearner = await payload.find({ collection: 'elibrary-items', where: { id: { equals: draftId } }, overrideAccess: false, user: learner })
    expect(asLearner.docs).toHaveLength(0)
    const asStaff = await payload.find({
      collection: 'elibrary-items',
      where: { id: { equals: draftId } },
      draft: true,
      overrideAccess: false,
      user: lecturer,
    })
    expect(asStaff.docs.map((doc) => doc.id)).toEqual([draftId])
  })

  it('lets staff write and refuses learners', async () => {
    const payload = await getTestPayload()
    const data = { _status: 'published' as const, title: 'Oleh staf', type: 1, publishedDate: new Date().toISOString() }
    await expect(payload.create({ collection: 'elibrary-items', data, overrideAccess: false, user: learner })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      payload.update({ collection: 'elibrary-types', id: 1, data: { title: 'x' }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({ collection: 'topics', data: { title: 'x', areas: ['elibrary'] }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
    const created = await payload.create({ collection: 'elibrary-items', data, overrideAccess: false, user: lecturer })
    expect(created.year).toBe(new Date(Date.now() + 7 * 3_600_000).getUTCFullYear())
    await payload.delete({ collection: 'elibrary-items', id: created.id, overrideAccess: false, user: lecturer })
  })
})
