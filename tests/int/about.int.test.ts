import { beforeAll, describe, expect, it } from 'vitest'
import type {
  TAcademicAdvisors,
  TAwards,
  TCeoNotes,
  TOurPurpose,
  TPartnership,
  TVisionMission,
  TWhatWeDo,
} from '../../backend/services/about/shapes'
import type { AboutPage, User } from '../../backend/payload-types'
import { createTestImage, rich, textOf } from './about-helpers'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createUser, getTestPayload } from './setup/payload'

let learner: User
let lecturer: User
let photo: number

const about = <T>(section: string, locale?: 'id' | 'en') => getJson<TEnvelope<T>>(`static/about/${section}`, locale)

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  const payload = await getTestPayload()
  learner = await createUser('learner')
  lecturer = await createUser('lecturer')
  photo = await createTestImage('ceo', { id: 'Potret CEO', en: 'Portrait of the CEO' })
  const id = await payload.updateGlobal({
    slug: 'about-page',
    locale: 'id',
    data: {
      _status: 'published',
      ceoNotes: { title: 'Catatan CEO', name: 'Dr. Uji Coba', position: 'Direktur Utama', quote: 'Kutipan', body: rich('Isi catatan'), photo },
      ourPurpose: { title: 'Tujuan', statement: 'Pernyataan tujuan', body: rich('Isi tujuan'), image: photo },
      visionMission: { title: 'Visi & Misi', vision: 'Visi kami', missions: [{ text: 'Misi satu' }, { text: 'Misi dua' }] },
      whatWeDo: { title: 'Kegiatan', intro: 'Pengantar', items: [{ title: 'Edukasi', text: 'Kursus', icon: 'learning' }, { title: 'Riset', icon: 'research', image: photo }] },
      awards: { title: 'Penghargaan', intro: 'Pengakuan', items: [{ title: 'Terbaik', issuer: 'Forum', year: 2025, image: photo }] },
      partnership: { title: 'Kemitraan', intro: 'Mitra kami', partners: [{ name: 'Kementerian Keuangan', url: 'https://www.kemenkeu.go.id', logo: photo }] },
      academicAdvisor: { title: 'Penasihat', intro: 'Para ahli', advisors: [{ name: 'Prof. Uji', position: 'Guru Besar', bio: 'Bio singkat', photo }] },
    },
  })
  await payload.updateGlobal({
    slug: 'about-page',
    locale: 'en',
    data: {
      _status: 'published',
      ceoNotes: { title: "CEO's Notes", position: 'Chief Executive', quote: 'A quote', body: rich('The note') },
      ourPurpose: { title: 'Purpose', statement: 'Purpose statement', body: rich('Purpose body') },
      visionMission: { title: 'Vision & Mission', vision: 'Our vision', missions: id.visionMission?.missions?.map((row, i) => ({ id: row.id, text: ['Mission one', 'Mission two'][i] })) },
      whatWeDo: { title: 'What we do', intro: 'Intro', items: id.whatWeDo?.items?.map((row, i) => ({ ...row, title: ['Education', 'Research'][i] })) },
      awards: { title: 'Awards', intro: 'Recognition', items: id.awards?.items?.map((row) => ({ ...row, title: 'Best', issuer: 'Forum EN' })) },
      partnership: { title: 'Partnership', intro: 'Our partners', partners: id.partnership?.partners?.map((row) => ({ ...row, name: 'Ministry of Finance' })) },
      academicAdvisor: { title: 'Advisors', intro: 'Experts', advisors: id.academicAdvisor?.advisors?.map((row) => ({ ...row, position: 'Professor', bio: 'Short bio' })) },
    },
  })
})

describe('GET /api/static/about/<section>', () => {
  it('answers the CEO note with photo, name and position in both languages', async () => {
    const id = await about<TCeoNotes>('ceo-notes', 'id')
    expect(id.status).toBe(200)
    expect(id.body.data).toMatchObject({ title: 'Catatan CEO', name: 'Dr. Uji Coba', position: 'Direktur Utama', quote: 'Kutipan' })
    expect(id.body.data?.photo).toMatchObject({ url: expect.stringMatching(/^\/api\/media\/file\//), alt: 'Potret CEO' })
    expect(textOf(id.body.data?.body)).toBe('Isi catatan')
    const en = await about<TCeoNotes>('ceo-notes', 'en')
    expect(en.body.data).toMatchObject({ title: "CEO's Notes", name: 'Dr. Uji Coba', position: 'Chief Executive' })
    expect(en.body.data?.photo?.alt).toBe('Portrait of the CEO')
    expect(textOf(en.body.data?.body)).toBe('The note')
  })

  it('answers purpose and vision-mission with the missions in order, translated row by row', async () => {
    expect((await about<TOurPurpose>('our-purpose', 'en')).body.data).toMatchObject({ title: 'Purpose', statement: 'Purpose statement' })
    const id = await about<TVisionMission>('vision-mission', 'id')
    expect(id.body.data?.missions.map((m) => m.text)).toEqual(['Misi satu', 'Misi dua'])
    const en = await about<TVisionMission>('vision-mission', 'en')
    expect(en.body.data).toMatchObject({ vision: 'Our vision' })
    expect(en.body.data?.missions.map((m) => m.text)).toEqual(['Mission one', 'Mission two'])
    expect(en.body.data?.missions.map((m) => m.id)).toEqual(id.body.data?.missions.map((m) => m.id))
  })

  it('answers what-we-do items with their icon or picture', async () => {
    const { body } = await about<TWhatWeDo>('what-we-do', 'en')
    expect(body.data?.items.map((item) => [item.title, item.icon, !!item.image])).toEqual([
      ['Education', 'learning', false],
      ['Research', 'research', true],
    ])
  })

  it('answers awards, partners and advisors with their images', async () => {
    const awards = await about<TAwards>('our-award', 'en')
    expect(awards.body.data?.awards).toEqual([expect.objectContaining({ title: 'Best', issuer: 'Forum EN', year: 2025, image: expect.any(Object) })])
    const partners = await about<TPartnership>('partnership', 'id')
    expect(partners.body.data?.partners[0]).toMatchObject({ name: 'Kementerian Keuangan', url: 'https://www.kemenkeu.go.id', logo: { alt: 'Potret CEO' } })
    expect((await about<TPartnership>('partnership', 'en')).body.data?.partners[0].name).toBe('Ministry of Finance')
    const advisors = await about<TAcademicAdvisors>('academic-advisor', 'en')
    expect(advisors.body.data?.advisors[0]).toMatchObject({ name: 'Prof. Uji', position: 'Professor', bio: 'Short bio', photo: expect.any(Object) })
  })
})

describe('about page drafts and access', () => {
  it('keeps an editor draft off the public calls until it is published', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'about-page', locale: 'id', draft: true, data: { ceoNotes: { title: 'Draf judul baru' } }, overrideAccess: false, user: lecturer })
    expect((await about<TCeoNotes>('ceo-notes', 'id')).body.data?.title).toBe('Catatan CEO')
    const preview = (await payload.findGlobal({ slug: 'about-page', locale: 'id', draft: true, overrideAccess: false, user: lecturer })) as AboutPage
    expect(preview.ceoNotes?.title).toBe('Draf judul baru')
    await payload.updateGlobal({ slug: 'about-page', locale: 'id', data: { _status: 'published', ceoNotes: { title: 'Judul terbit' } }, overrideAccess: false, user: lecturer })
    expect((await about<TCeoNotes>('ceo-notes', 'id')).body.data).toMatchObject({ title: 'Judul terbit', name: 'Dr. Uji Coba' })
    await payload.updateGlobal({ slug: 'about-page', locale: 'id', data: { _status: 'published', ceoNotes: { title: 'Catatan CEO' } } })
  })

  it('lets only staff change the about page', async () => {
    const payload = await getTestPayload()
    await expect(
      payload.updateGlobal({ slug: 'about-page', data: { ceoNotes: { title: 'x' } }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
