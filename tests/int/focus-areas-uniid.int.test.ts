import { beforeAll, describe, expect, it } from 'vitest'
import type { TFocusAreaPage } from '../../backend/services/focus-areas/get-focus-area-page'
import type { TUniidActivity, TUniidHighlight, TUniidIntro, TUniidMission, TUniidVision, TUniversityListing } from '../../backend/services/uniid/shapes'
import type { User } from '../../backend/payload-types'
import { createTestImage, rich, textOf } from './about-helpers'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createUser, getTestPayload } from './setup/payload'

let lecturer: User

async function saveFocusPage(slug: 'expertise-page' | 'advocacy-page', prefix: string) {
  const payload = await getTestPayload()
  const saved = await payload.updateGlobal({
    slug,
    locale: 'id',
    data: { _status: 'published', headline: `${prefix} judul`, intro: `${prefix} pengantar`, areas: [{ title: `${prefix} bidang`, icon: 'finance' }], cta: { title: 'Ajakan', link: '/research' } },
  })
  await payload.updateGlobal({
    slug,
    locale: 'en',
    data: { _status: 'published', headline: `${prefix} headline`, areas: saved.areas?.map((row) => ({ ...row, title: `${prefix} area` })), cta: { title: 'Call' } },
  })
}

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  const payload = await getTestPayload()
  lecturer = await createUser('lecturer')
  await saveFocusPage('expertise-page', 'Keahlian')
  await saveFocusPage('advocacy-page', 'Advokasi')
  const image = await createTestImage('uniid', { id: 'Kampus', en: 'Campus' })
  const saved = await payload.updateGlobal({
    slug: 'uniid-page',
    locale: 'id',
    data: {
      _status: 'published',
      highlight: { title: 'Sorotan UniID', subtitle: 'Sub', image, linkLabel: 'Lihat', link: '/uniid#university-listing' },
      intro: { title: 'Tentang', body: rich('Isi pengantar'), image },
      ourVision: { title: 'Visi', text: 'Visi UniID' },
      ourMission: { title: 'Misi', items: [{ text: 'Misi A' }] },
      activity: { title: 'Kegiatan', intro: 'Pengantar kegiatan', items: [{ title: 'Kuliah tamu', icon: 'learning' }] },
      universityListing: { title: 'Universitas Mitra', intro: 'Kampus mitra' },
    },
  })
  await payload.updateGlobal({
    slug: 'uniid-page',
    locale: 'en',
    data: {
      _status: 'published',
      highlight: { title: 'UniID highlight', linkLabel: 'See' },
      intro: { title: 'About', body: rich('Intro body') },
      ourVision: { title: 'Vision', text: 'UniID vision' },
      ourMission: { title: 'Mission', items: saved.ourMission?.items?.map((row) => ({ id: row.id, text: 'Mission A' })) },
      activity: { title: 'Activities', items: saved.activity?.items?.map((row) => ({ ...row, title: 'Guest lectures' })) },
      universityListing: { title: 'Partner Universities' },
    },
  })
  for (const [name, city] of [['Universitas Beta', 'Bandung'], ['Universitas Alfa', 'Depok']]) {
    await payload.create({ collection: 'universities', data: { _status: 'published', name, city, website: 'https://example.ac.id', logo: image } })
  }
  await payload.create({ collection: 'universities', draft: true, data: { _status: 'draft', name: 'Universitas Draf', city: 'Medan' } })
})

describe('GET /api/static/expertise and /api/static/advocacy', () => {
  it.each([
    ['expertise', 'Keahlian'],
    ['advocacy', 'Advokasi'],
  ])('answers the %s page in both languages', async (path, prefix) => {
    const id = await getJson<TEnvelope<TFocusAreaPage>>(`static/${path}`, 'id')
    expect(id.status).toBe(200)
    expect(id.body.data).toMatchObject({ headline: `${prefix} judul`, intro: `${prefix} pengantar`, cta: { title: 'Ajakan', link: '/research' } })
    expect(id.body.data?.areas).toEqual([expect.objectContaining({ title: `${prefix} bidang`, icon: 'finance', image: null })])
    const en = await getJson<TEnvelope<TFocusAreaPage>>(`static/${path}`, 'en')
    expect(en.body.data).toMatchObject({ headline: `${prefix} headline`, cta: { title: 'Call' } })
    expect(en.body.data?.areas.map((a) => a.title)).toEqual([`${prefix} area`])
  })

  it('keeps a draft of the expertise page off the public call', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'expertise-page', locale: 'en', draft: true, data: { headline: 'Unpublished headline' }, overrideAccess: false, user: lecturer })
    expect((await getJson<TEnvelope<TFocusAreaPage>>('static/expertise', 'en')).body.data?.headline).toBe('Keahlian headline')
  })
})

describe('GET /api/static/uniid/<section>', () => {
  it('answers highlight, intro, vision, mission and activity in both languages', async () => {
    const highlight = await getJson<TEnvelope<TUniidHighlight>>('static/uniid/highlight', 'en')
    expect(highlight.body.data).toMatchObject({ title: 'UniID highlight', linkLabel: 'See', link: '/uniid#university-listing', image: { alt: 'Campus' } })
    expect((await getJson<TEnvelope<TUniidHighlight>>('static/uniid/highlight', 'id')).body.data?.title).toBe('Sorotan UniID')
    const intro = await getJson<TEnvelope<TUniidIntro>>('static/uniid/intro', 'id')
    expect(textOf(intro.body.data?.body)).toBe('Isi pengantar')
    expect((await getJson<TEnvelope<TUniidVision>>('static/uniid/our-vision', 'en')).body.data).toEqual({ title: 'Vision', text: 'UniID vision' })
    const mission = await getJson<TEnvelope<TUniidMission>>('static/uniid/our-mission', 'en')
    expect(mission.body.data?.missions.map((m) => m.text)).toEqual(['Mission A'])
    const activity = await getJson<TEnvelope<TUniidActivity>>('static/uniid/activity', 'en')
    expect(activity.body.data?.activities.map((a) => [a.title, a.icon])).toEqual([['Guest lectures', 'learning']])
  })

  it('lists published universities by name, never drafts', async () => {
    const { status, body } = await getJson<TEnvelope<TUniversityListing>>('static/uniid/university-listing', 'en')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ title: 'Partner Universities', intro: 'Kampus mitra', totalData: 2 })
    expect(body.data?.universities.map((u) => [u.name, u.city])).toEqual([['Universitas Alfa', 'Depok'], ['Universitas Beta', 'Bandung']])
    expect(body.data?.universities[0]).toMatchObject({ website: 'https://example.ac.id', logo: { alt: 'Campus' } })
  })
})
