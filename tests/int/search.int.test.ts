import { beforeAll, describe, expect, it } from 'vitest'
import type { TSearchFilterOptions, TSearchHit } from '../../lib/contracts/search/responses'
import { paragraphs } from '../../backend/seed/rich-text'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { getTestPayload, unique } from './setup/payload'

type TSearchBody = { success: boolean; message: string; data: TSearchHit[]; totalData: number }

const isPostgres = process.env.TEST_DB === 'postgres'
// A made-up word no other test writes, so counts below are exact on a shared database.
const MARK = 'zirkonbatu'
const search = (query: string, extra = '', locale: 'id' | 'en' = 'id') =>
  getJson<TSearchBody>(`static/misc/search?query=${encodeURIComponent(query)}${extra ? `&${extra}` : ''}`, locale)
const ids: number[] = []
let topic: number
let typeId: number

async function createResearch(data: { id: string; en: string; body?: string; year: number; status?: 'draft' | 'published' }) {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'research',
    locale: 'id',
    draft: data.status === 'draft',
    data: {
      _status: data.status ?? 'published',
      title: data.id,
      progress: 'complete',
      year: data.year,
      topics: [topic],
      body: paragraphs([data.body ?? `Kajian ${MARK} tentang pembiayaan.`]),
    },
  })
  if (data.status !== 'draft') {
    await payload.update({ collection: 'research', id: doc.id, locale: 'en', data: { title: data.en, body: paragraphs([`A ${MARK} study on financing.`]) } })
  }
  return doc.id
}

beforeAll(async () => {
  const payload = await getTestPayload()
  const created = await payload.create({ collection: 'topics', locale: 'id', data: { title: unique('Topik cari'), areas: ['research', 'elibrary'] } })
  topic = created.id
  const type = await payload.create({ collection: 'elibrary-types', locale: 'id', data: { id: 901, kind: 'webinar', title: 'Webinar Uji' } })
  typeId = type.id
  // Seven research items (pages of 6: 6, 1), one e-library report, one draft.
  for (let i = 0; i < 7; i++) {
    ids.push(await createResearch({ id: `Riset ${MARK} pelabuhan ${i}`, en: `Port ${MARK} research ${i}`, year: 2020 + (i % 3) }))
  }
  const report = await payload.create({
    collection: 'elibrary-items',
    locale: 'id',
    data: { _status: 'published', title: `Laporan ${MARK} jalan tol`, type: typeId, topics: [topic], publishedDate: '2023-05-01T00:00:00.000Z' },
  })
  ids.push(report.id)
  await createResearch({ id: `Draf ${MARK} rahasia`, en: 'Secret draft', year: 2024, status: 'draft' })
})

describe('GET /api/static/misc/search', () => {
  it('finds published content in the asked language, with data and an integer totalData', async () => {
    const { status, body } = await search(MARK)
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, totalData: 8 })
    expect(body.data).toHaveLength(6)
    expect(body.data[0]).toMatchObject({ title: expect.stringContaining(MARK), permalink: expect.stringMatching(/^\/(research|e-library)\//) })
    const english = await search(`${MARK} research`, '', 'en')
    expect(english.body.totalData).toBe(7)
    expect(english.body.data.every((hit) => hit.title.startsWith('Port'))).toBe(true)
  })

  it('never finds drafts', async () => {
    const { body } = await search(`${MARK} rahasia`)
    expect(body.totalData).toBe(0)
    expect(body.data).toEqual([])
  })

  it('pages by skip and take, ending with an empty 200', async () => {
    const second = await search(MARK, `skip=6&take=6`)
    expect(second.body.data).toHaveLength(2)
    const past = await search(MARK, `skip=12&take=6`)
    expect(past.status).toBe(200)
    expect(past.body).toMatchObject({ data: [], totalData: 8 })
  })

  it('filters by type, topic and year', async () => {
    expect((await search(MARK, `type=elibrary`)).body.data.map((hit) => hit.docId)).toEqual([ids[7]])
    expect((await search(MARK, `type=research&year=2021`)).body.totalData).toBe(2)
    expect((await search(MARK, `topic=${topic}&take=24`)).body.totalData).toBe(8)
    expect((await search(MARK, `topic=999999`)).body.totalData).toBe(0)
  })

  it('answers 400 with a message for a missing or oversized query', async () => {
    const missing = await getJson<TSearchBody>('static/misc/search')
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ success: false, message: expect.stringContaining('query') })
    expect((await search('x'.repeat(201))).status).toBe(400)
  })

  it('keeps the public text while a draft is being edited, and drops unpublished and deleted items', async () => {
    const payload = await getTestPayload()
    await payload.update({ collection: 'research', id: ids[0], locale: 'id', draft: true, data: { title: `Judul baru ${MARK} draf` } })
    expect((await search(`${MARK} draf`)).body.totalData).toBe(0)
    expect((await search(`${MARK} pelabuhan 0`)).body.data.some((hit) => hit.docId === ids[0])).toBe(true)
    await payload.update({ collection: 'research', id: ids[1], locale: 'id', data: { _status: 'draft' } })
    await payload.delete({ collection: 'research', id: ids[2] })
    const left = (await search(MARK, `take=24`)).body.data.map((hit) => hit.docId)
    expect(left).not.toContain(ids[1])
    expect(left).not.toContain(ids[2])
  })

  it('ranks title matches first under "best match"', async () => {
    const payload = await getTestPayload()
    const inText = await createResearch({ id: `Studi umum ${MARK}`, en: `General study ${MARK}`, year: 2025, body: `Menyebut gardu ${MARK} di teks.` })
    const inTitle = await createResearch({ id: `Gardu induk ${MARK}`, en: `Substations ${MARK}`, year: 2019, body: 'Teks lain.' })
    const { body } = await search(`gardu ${MARK}`)
    expect(body.data.map((hit) => hit.docId).slice(0, 2)).toEqual([inTitle, inText])
    await payload.delete({ collection: 'research', id: inText })
    await payload.delete({ collection: 'research', id: inTitle })
  })

  it.runIf(isPostgres)('matches word forms and ranks title matches first (PostgreSQL full-text)', async () => {
    const payload = await getTestPayload()
    const titled = await createResearch({ id: `Jembatan gantung ${MARK}`, en: `Suspension bridges ${MARK}`, year: 2022, body: 'Teks lain.' })
    await createResearch({ id: `Studi lain ${MARK}`, en: `Other study ${MARK}`, year: 2022, body: `Menyebut jembatan sekali ${MARK}.` })
    const english = await search(`bridge ${MARK}`, '', 'en')
    expect(english.body.data.map((hit) => hit.docId)).toEqual([titled])
    const indonesian = await search(`jembatan ${MARK}`)
    expect(indonesian.body.data[0].docId).toBe(titled)
    await payload.delete({ collection: 'research', id: titled })
  })
})

describe('search beyond listings', () => {
  it('finds a published FAQ answer and links to its tab and anchor', async () => {
    const payload = await getTestPayload()
    const slug = unique('cari').toLowerCase()
    const category = await payload.create({ collection: 'faq-categories', locale: 'id', data: { _status: 'published', title: 'Kategori cari', slug, order: 0 } })
    const faq = await payload.create({
      collection: 'faqs',
      locale: 'id',
      data: { _status: 'published', question: `Bagaimana ${MARK} bekerja?`, answer: paragraphs(['Jawaban singkat.']), category: category.id, order: 0 },
    })
    const { body } = await search(`${MARK} bekerja`, 'type=faq')
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({ module: 'faq', kindLabel: 'Kategori cari', permalink: `/faq?category=${slug}#faq-${faq.id}` })
  })
})

describe('GET /api/search/master/filter', () => {
  it('offers the modules, years and topics the index holds', async () => {
    const { status, body } = await getJson<TEnvelope<TSearchFilterOptions>>('search/master/filter')
    expect(status).toBe(200)
    expect(body.data?.types).toEqual(expect.arrayContaining(['elibrary', 'research']))
    expect(body.data?.years).toEqual(expect.arrayContaining([2020, 2021, 2022, 2023]))
    expect(body.data?.topics.map((t) => t.id)).toContain(topic)
  })
})
