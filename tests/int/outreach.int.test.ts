import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TCopHighlight } from '../../backend/services/outreach/get-cop-highlight'
import type { TNewsletterArchive } from '../../backend/services/outreach/list-cop-newsletters'
import type { TCopIntro, TCopMembership, TCopPurpose, TOutreachPage } from '../../backend/services/outreach/shapes'
import { MIME, pdf, rich, upload } from './content-fixtures'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { getTestPayload, unique } from './setup/payload'

type TArchive = TNewsletterArchive & { title: string; intro: string }

const cop = (locale: 'id' | 'en', tag: string) => ({
  intro: { title: `Komunitas ${locale} ${tag}`, body: rich(`Intro ${locale}`) },
  purpose: { title: `Tujuan ${locale}`, points: [{ title: `Poin ${locale}`, description: 'x' }] },
  membership: { title: `Anggota ${locale}`, steps: [{ title: `Langkah ${locale}` }], joinLabel: 'Join', joinUrl: '/register' },
  benefitActivity: { title: `Manfaat ${locale}`, benefits: [{ title: `B ${locale}` }], activities: [{ title: `A ${locale}` }] },
  newsletter: { title: `Arsip ${locale}`, intro: 'i' },
  highlight: { title: `Sorotan ${locale}`, summary: `Ringkas ${locale}` },
})

let unpublishedStatus = 0
let draftNewsletterId = 0
const newsletterIds: number[] = []
let enFileId = 0

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  const payload = await getTestPayload()
  // A draft saved before anything was published must not be served.
  await payload.updateGlobal({ slug: 'community-of-practice', draft: true, data: { _status: 'draft', ...cop('id', 'draft') } })
  unpublishedStatus = (await getJson('static/cop-intro')).status
  for (const locale of ['id', 'en'] as const) {
    await payload.updateGlobal({ slug: 'community-of-practice', locale, data: { _status: 'published', ...cop(locale, 'live') } })
    await payload.updateGlobal({
      slug: 'outreach-page',
      locale,
      data: { _status: 'published', headline: `Judul ${locale}`, links: [{ title: `Acara ${locale}`, label: 'Go', permalink: '/event?topic=1#past-event' }] },
    })
  }
  // Later drafts of published content stay drafts.
  await payload.updateGlobal({ slug: 'community-of-practice', locale: 'en', draft: true, data: { _status: 'draft', ...cop('en', 'draft') } })
  for (let i = 1; i <= 8; i++) {
    const file = await upload(payload, 'newsletter-files', pdf(`Issue ${i}`), MIME.pdf, `${unique('issue')}.pdf`)
    const doc = await payload.create({
      collection: 'cop-newsletters',
      locale: 'id',
      data: { _status: 'published', title: `Buletin ${i}`, issueNumber: i, issueDate: `2025-0${i}-10T03:00:00.000Z`, file },
    })
    newsletterIds.push(doc.id)
  }
  enFileId = await upload(payload, 'newsletter-files', pdf('Issue 8 EN'), MIME.pdf, `${unique('issue-en')}.pdf`)
  await payload.update({ collection: 'cop-newsletters', id: newsletterIds[7], locale: 'en', data: { title: 'Newsletter 8', file: enFileId } })
  const draftFile = await upload(payload, 'newsletter-files', pdf('Draft'), MIME.pdf, `${unique('draft')}.pdf`)
  const draft = await payload.create({
    collection: 'cop-newsletters',
    draft: true,
    data: { _status: 'draft', title: 'Draf buletin', issueNumber: 99, issueDate: '2026-12-01T03:00:00.000Z', file: draftFile },
  })
  draftNewsletterId = draft.id
})

afterAll(async () => {
  const payload = await getTestPayload()
  // Deleting the uploads removes their files from the upload folder too.
  await payload.delete({ collection: 'cop-newsletters', where: { id: { exists: true } } })
  await payload.delete({ collection: 'newsletter-files', where: { id: { exists: true } } })
})

describe('outreach and community of practice sections', () => {
  it('answers the outreach page in the language of the call', async () => {
    const en = await getJson<TEnvelope<TOutreachPage>>('static/outreach', 'en')
    expect(en.status).toBe(200)
    expect(en.body.data).toMatchObject({ headline: 'Judul en', links: [{ title: 'Acara en', permalink: '/event?topic=1#past-event' }] })
    expect((await getJson<TEnvelope<TOutreachPage>>('static/outreach', 'id')).body.data?.headline).toBe('Judul id')
  })

  it('answers each community section in both languages', async () => {
    const intro = await getJson<TEnvelope<TCopIntro>>('static/cop-intro', 'id')
    expect(intro.body.data?.title).toBe('Komunitas id live')
    const purpose = await getJson<TEnvelope<TCopPurpose>>('static/cop-purpose', 'en')
    expect(purpose.body.data).toMatchObject({ title: 'Tujuan en', points: [{ title: 'Poin en', description: 'x' }] })
    const membership = await getJson<TEnvelope<TCopMembership>>('static/cop-membership', 'id')
    expect(membership.body.data).toMatchObject({ title: 'Anggota id', steps: [{ title: 'Langkah id', description: '' }], joinUrl: '/register' })
    const benefit = await getJson<TEnvelope<{ benefits: { title: string }[] }>>('static/cop-benefit-activity', 'en')
    expect(benefit.body.data?.benefits.map((b) => b.title)).toEqual(['B en'])
  })

  it('never serves a draft: not before the first publication, not over a published version', async () => {
    expect(unpublishedStatus).toBe(404)
    const en = await getJson<TEnvelope<TCopIntro>>('static/cop-intro', 'en')
    expect(en.body.data?.title).toBe('Komunitas en live')
  })
})

describe('GET /api/static/cop-archive-newsletter', () => {
  const archive = (query: string, locale?: 'id' | 'en') => getJson<TEnvelope<TArchive>>(`static/cop-archive-newsletter?${query}`, locale)

  it('pages published issues newest first by skip and take', async () => {
    const first = await archive('skip=0&take=6')
    const second = await archive('skip=6&take=6')
    expect(first.body.data).toMatchObject({ title: 'Arsip id', totalData: 8 })
    expect(first.body.data?.newsletters.map((n) => n.issueNumber)).toEqual([8, 7, 6, 5, 4, 3])
    expect(second.body.data?.newsletters.map((n) => n.issueNumber)).toEqual([2, 1])
    const all = [...first.body.data!.newsletters, ...second.body.data!.newsletters].map((n) => n.id)
    expect(all).not.toContain(draftNewsletterId)
  })

  it('gives each issue its PDF, the English edition where there is one', async () => {
    const en = await archive('take=2', 'en')
    const [eighth, seventh] = en.body.data!.newsletters
    expect(eighth).toMatchObject({ title: 'Newsletter 8', file: { mimeType: 'application/pdf', url: expect.stringMatching(/^\/api\/newsletter-files\/file\//) } })
    expect(seventh.title).toBe('Buletin 7')
    expect(seventh.file?.url).not.toBe(eighth.file?.url)
    const id = await archive('take=1', 'id')
    expect(id.body.data?.newsletters[0].file?.url).not.toBe(eighth.file?.url)
  })

  it.each(['take=30', 'skip=-1', 'take=x'])('answers 400 for %s', async (query) => {
    expect((await archive(query)).status).toBe(400)
  })

  it('highlights the community with its latest published issue', async () => {
    const { body } = await getJson<TEnvelope<TCopHighlight>>('static/cop/highlight', 'en')
    expect(body.data).toMatchObject({ title: 'Sorotan en', permalink: '/outreach/cop', latestNewsletter: { issueNumber: 8 } })
  })
})
