import { beforeAll, describe, expect, it } from 'vitest'
import type { TBanner } from '../../lib/contracts/banners/endpoints'
import type { User } from '../../backend/payload-types'
import { createTestImage } from './about-helpers'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createUser, getTestPayload } from './setup/payload'

let lecturer: User
let learner: User
let image: number

async function createBanner(data: {
  placement: 'home-slider' | 'cp3p' | 'outreach'
  title: { id: string; en: string }
  order: number
  active?: boolean
  draft?: boolean
  link?: string
}) {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'banners',
    locale: 'id',
    draft: data.draft,
    data: {
      _status: data.draft ? 'draft' : 'published',
      placement: data.placement,
      title: data.title.id,
      subtitle: `Subjudul ${data.title.id}`,
      linkLabel: 'Buka',
      link: data.link ?? '/cp3p',
      image,
      order: data.order,
      active: data.active ?? true,
    },
  })
  if (!data.draft) {
    await payload.update({ collection: 'banners', id: doc.id, locale: 'en', data: { title: data.title.en, linkLabel: 'Open' } })
  }
  return doc.id
}

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  lecturer = await createUser('lecturer')
  learner = await createUser('learner')
  image = await createTestImage('banner', { id: 'Gambar spanduk', en: 'Banner picture' })
  await createBanner({ placement: 'home-slider', title: { id: 'Slide kedua', en: 'Second slide' }, order: 2 })
  await createBanner({ placement: 'home-slider', title: { id: 'Slide pertama', en: 'First slide' }, order: 1, link: 'https://example.org' })
  await createBanner({ placement: 'home-slider', title: { id: 'Slide nonaktif', en: 'Inactive slide' }, order: 0, active: false })
  await createBanner({ placement: 'home-slider', title: { id: 'Slide draf', en: 'Draft slide' }, order: 0, draft: true })
  await createBanner({ placement: 'cp3p', title: { id: 'Spanduk CP3P', en: 'CP3P banner' }, order: 0 })
})

describe('GET /api/static/banner/slider', () => {
  it('answers the active, published home slides in order, in the language of the call', async () => {
    const id = await getJson<TEnvelope<TBanner[]>>('static/banner/slider', 'id')
    expect(id.status).toBe(200)
    expect(id.body.data?.map((b) => b.title)).toEqual(['Slide pertama', 'Slide kedua'])
    const en = await getJson<TEnvelope<TBanner[]>>('static/banner/slider', 'en')
    expect(en.body.data?.map((b) => b.title)).toEqual(['First slide', 'Second slide'])
    expect(en.body.data?.[0]).toMatchObject({
      placement: 'home-slider',
      subtitle: 'Subjudul Slide pertama',
      link: 'https://example.org',
      linkLabel: 'Open',
      image: { url: expect.stringMatching(/^\/api\/media\/file\/banner/), alt: 'Banner picture', width: 32, height: 24 },
    })
  })
})

describe('GET /api/static/banner?placement=', () => {
  it('answers only the banners of that placement', async () => {
    const cp3p = await getJson<TEnvelope<TBanner[]>>('static/banner?placement=cp3p', 'en')
    expect(cp3p.body.data?.map((b) => b.title)).toEqual(['CP3P banner'])
    const slider = await getJson<TEnvelope<TBanner[]>>('static/banner?placement=home-slider', 'id')
    expect(slider.body.data?.map((b) => b.title)).toEqual(['Slide pertama', 'Slide kedua'])
    const none = await getJson<TEnvelope<TBanner[]>>('static/banner?placement=outreach')
    expect(none.body).toMatchObject({ success: true, data: [] })
  })

  it.each(['', 'placement=', 'placement=sidebar'])('answers 400 for "%s"', async (query) => {
    const { status, body } = await getJson<TEnvelope<TBanner[]>>(`static/banner?${query}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, message: expect.stringContaining('placement') })
  })
})

describe('banner access and links', () => {
  it('shows drafts to staff only and lets only staff write', async () => {
    const payload = await getTestPayload()
    const where = { title: { equals: 'Slide draf' } }
    expect((await payload.find({ collection: 'banners', where, overrideAccess: false, user: learner })).docs).toHaveLength(0)
    expect((await payload.find({ collection: 'banners', where, draft: true, overrideAccess: false, user: lecturer })).docs).toHaveLength(1)
    const data = { placement: 'cp3p' as const, title: 'Oleh pelajar', image }
    await expect(payload.create({ collection: 'banners', data, overrideAccess: false, user: learner })).rejects.toMatchObject({ status: 403 })
  })

  it('refuses a link that is neither an internal route nor an http(s) address', async () => {
    const payload = await getTestPayload()
    for (const link of ['javascript:alert(1)', '//evil.example', 'tentang-kami']) {
      await expect(
        payload.create({ collection: 'banners', data: { _status: 'published', placement: 'cp3p', title: 'Tautan buruk', image, link } }),
      ).rejects.toMatchObject({ status: 400 })
    }
  })
})
