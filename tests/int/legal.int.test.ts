import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TPolicyPage } from '../../lib/contracts/legal'
import type { User } from '../../backend/payload-types'
import { invalidField, rich } from './content-fixtures'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createUser, getTestPayload } from './setup/payload'

const PUBLISHED = [
  ['static/misc/term-condition', 'term-condition'],
  ['static/misc/copyright', 'copyright'],
  ['static/misc/privacy-policy', 'privacy-policy'],
  ['static/online-course/forum-guidelines', 'forum-guidelines'],
] as const

let learner: User

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  const payload = await getTestPayload()
  learner = await createUser('learner')
  for (const [, key] of PUBLISHED) {
    const doc = await payload.create({
      collection: 'policy-pages',
      locale: 'id',
      data: { _status: 'published', key, title: `Judul ${key}`, body: rich(`## Bagian\nIsi ${key}`), lastUpdated: '2026-01-15T03:00:00.000Z' },
    })
    await payload.update({ collection: 'policy-pages', id: doc.id, locale: 'en', data: { title: `Title ${key}`, body: rich(`## Section\nBody ${key}`) } })
  }
  // A draft over the published privacy policy, and a cookie policy that was never published.
  const privacy = await payload.find({ collection: 'policy-pages', where: { key: { equals: 'privacy-policy' } } })
  await payload.update({ collection: 'policy-pages', id: privacy.docs[0].id, locale: 'en', draft: true, data: { _status: 'draft', title: 'Draft privacy' } })
  await payload.create({ collection: 'policy-pages', draft: true, data: { _status: 'draft', key: 'cookie-policy', title: 'Draf cookie', body: rich('x'), lastUpdated: '2026-01-01T00:00:00.000Z' } })
})

afterAll(async () => {
  const payload = await getTestPayload()
  await payload.delete({ collection: 'policy-pages', where: { id: { exists: true } } })
})

describe('legal pages and forum guideline calls', () => {
  it.each(PUBLISHED)('%s answers its document in both languages', async (path, key) => {
    const id = await getJson<TEnvelope<TPolicyPage>>(path, 'id')
    expect(id.status).toBe(200)
    expect(id.body.data).toMatchObject({ key, title: `Judul ${key}`, lastUpdated: '2026-01-15T03:00:00.000Z' })
    expect(JSON.stringify(id.body.data?.body)).toContain(`Isi ${key}`)
    const en = await getJson<TEnvelope<TPolicyPage>>(path, 'en')
    expect(JSON.stringify(en.body.data?.body)).toContain(`Body ${key}`)
  })

  it('serves the published version while a newer draft waits', async () => {
    const { body } = await getJson<TEnvelope<TPolicyPage>>('static/misc/privacy-policy', 'en')
    expect(body.data?.title).toBe('Title privacy-policy')
  })

  it('answers 404 for a document that was never published', async () => {
    const { status, body } = await getJson<TEnvelope<TPolicyPage>>('static/misc/cookie-policy', 'id')
    expect(status).toBe(404)
    expect(body.success).toBe(false)
  })

  it('keeps one document per key and lets only staff write', async () => {
    const payload = await getTestPayload()
    const data = { _status: 'published' as const, key: 'copyright' as const, title: 'x', body: rich('x'), lastUpdated: '2026-01-01T00:00:00.000Z' }
    await expect(payload.create({ collection: 'policy-pages', data })).rejects.toMatchObject(invalidField('key'))
    await expect(payload.create({ collection: 'policy-pages', data, overrideAccess: false, user: learner })).rejects.toMatchObject({ status: 403 })
  })
})
