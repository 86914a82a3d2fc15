import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TFaqCategory, TFaqItem } from '../../lib/contracts/faq'
import type { User } from '../../backend/payload-types'
import { invalidField, rich } from './content-fixtures'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createUser, getTestPayload, unique } from './setup/payload'

const slugs = { first: unique('akun'), second: unique('kursus'), draft: unique('draf'), empty: unique('kosong') }
let learner: User
let draftFaqId = 0

async function category(slug: string, order: number, status: 'published' | 'draft', title: string) {
  const payload = await getTestPayload()
  const doc = await payload.create({ collection: 'faq-categories', locale: 'id', draft: status === 'draft', data: { _status: status, slug, order, title: `${title} id` } })
  if (status === 'published') await payload.update({ collection: 'faq-categories', id: doc.id, locale: 'en', data: { title: `${title} en` } })
  return doc.id
}

async function faq(categoryId: number, order: number, question: string, options: { highlight?: boolean; draft?: boolean } = {}) {
  const payload = await getTestPayload()
  const status = options.draft ? 'draft' : 'published'
  const doc = await payload.create({
    collection: 'faqs',
    locale: 'id',
    draft: !!options.draft,
    data: { _status: status, category: categoryId, order, highlight: !!options.highlight, question: `${question}?`, answer: rich(`Jawaban ${question}`) },
  })
  if (!options.draft) await payload.update({ collection: 'faqs', id: doc.id, locale: 'en', data: { question: `${question} (en)?`, answer: rich(`Answer ${question}`) } })
  return doc.id
}

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  learner = await createUser('learner')
  // Created out of order: the list follows `order`, not creation.
  const second = await category(slugs.second, 2, 'published', 'Kursus')
  const first = await category(slugs.first, 1, 'published', 'Akun')
  const draft = await category(slugs.draft, 0, 'draft', 'Draf')
  await category(slugs.empty, 3, 'published', 'Kosong')
  await faq(first, 2, 'Q2', { highlight: true })
  await faq(first, 1, 'Q1')
  draftFaqId = await faq(first, 0, 'QDraft', { draft: true, highlight: true })
  await faq(second, 1, 'Q3', { highlight: true })
  await faq(draft, 1, 'QInDraftCategory', { highlight: true })
})

afterAll(async () => {
  const payload = await getTestPayload()
  await payload.delete({ collection: 'faqs', where: { id: { exists: true } } })
  await payload.delete({ collection: 'faq-categories', where: { id: { exists: true } } })
})

const mine = (categories: TFaqCategory[] | undefined) => (categories ?? []).filter((c) => Object.values(slugs).includes(c.slug))

describe('GET /api/faq/list', () => {
  it('lists published categories in order, each with its published questions in order', async () => {
    const { status, body } = await getJson<TEnvelope<TFaqCategory[]>>('faq/list', 'id')
    expect(status).toBe(200)
    const list = mine(body.data)
    expect(list.map((c) => c.slug)).toEqual([slugs.first, slugs.second])
    expect(list[0].faqs.map((f) => f.question)).toEqual(['Q1?', 'Q2?'])
    expect(list[0].faqs[0].category).toMatchObject({ slug: slugs.first, title: 'Akun id' })
    expect(list.flatMap((c) => c.faqs.map((f) => f.id))).not.toContain(draftFaqId)
  })

  it('answers in the language of the call', async () => {
    const { body } = await getJson<TEnvelope<TFaqCategory[]>>('faq/list', 'en')
    const [account] = mine(body.data)
    expect(account.title).toBe('Akun en')
    expect(account.faqs.map((f) => f.question)).toEqual(['Q1 (en)?', 'Q2 (en)?'])
    expect(JSON.stringify(account.faqs[0].answer)).toContain('Answer Q1')
  })

  it('answers one category for ?category=, 404 for an unknown, draft or empty one, 400 for a malformed one', async () => {
    const one = await getJson<TEnvelope<TFaqCategory[]>>(`faq/list?category=${slugs.second}`, 'en')
    expect(one.body.data?.map((c) => c.slug)).toEqual([slugs.second])
    expect(one.body.data?.[0].faqs.map((f) => f.question)).toEqual(['Q3 (en)?'])
    expect((await getJson(`faq/list?category=${slugs.draft}`)).status).toBe(404)
    expect((await getJson(`faq/list?category=${slugs.empty}`)).status).toBe(404)
    expect((await getJson('faq/list?category=no-such-category')).status).toBe(404)
    expect((await getJson('faq/list?category=Bad%20Slug')).status).toBe(400)
  })
})

describe('GET /api/faq/highlight', () => {
  it('lists published highlighted questions of published categories only', async () => {
    const { status, body } = await getJson<TEnvelope<TFaqItem[]>>('faq/highlight?take=24', 'id')
    expect(status).toBe(200)
    const questions = (body.data ?? []).map((f) => f.question)
    expect(questions).toEqual(expect.arrayContaining(['Q2?', 'Q3?']))
    expect(questions).not.toContain('QDraft?')
    expect(questions).not.toContain('QInDraftCategory?')
    expect(questions).not.toContain('Q1?')
  })

  it('takes as many as asked and refuses a bad take', async () => {
    expect((await getJson<TEnvelope<TFaqItem[]>>('faq/highlight?take=1')).body.data).toHaveLength(1)
    expect((await getJson('faq/highlight?take=99')).status).toBe(400)
  })
})

describe('FAQ access', () => {
  it('lets only staff write and keeps category slugs unique', async () => {
    const payload = await getTestPayload()
    await expect(
      payload.create({ collection: 'faq-categories', data: { slug: unique('x'), order: 0, title: 'x' }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(payload.create({ collection: 'faq-categories', data: { _status: 'published', slug: slugs.first, order: 9, title: 'dup' } })).rejects.toMatchObject(invalidField('slug'))
    await expect(payload.create({ collection: 'faq-categories', data: { _status: 'published', slug: 'Not A Slug', order: 9, title: 'bad' } })).rejects.toMatchObject(invalidField('slug'))
  })
})
