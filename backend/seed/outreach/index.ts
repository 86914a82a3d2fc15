import type { Payload, PayloadRequest } from 'payload'
import { richLines } from '../rich-lines'
import { seedCover } from '../seed-files'
import { COP_COPY } from './cop-copy'
import { seedNewsletterCover, seedNewsletterPdf } from './newsletter-files'
import { NEWSLETTERS } from './newsletters'
import { OUTREACH_COPY } from './outreach-copy'

async function seedNewsletters(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const item of NEWSLETTERS) {
    const doc = await payload.create({
      collection: 'cop-newsletters',
      locale: 'id',
      data: {
        _status: 'published',
        issueNumber: item.issue,
        issueDate: new Date(`${item.date}T03:00:00.000Z`).toISOString(),
        title: item.title.id,
        summary: item.summary.id,
        cover: await seedNewsletterCover(payload, req, item),
        file: await seedNewsletterPdf(payload, req, item, 'id'),
      },
      overrideAccess: true,
      req,
    })
    const en = { _status: 'published' as const, title: item.title.en, summary: item.summary.en, file: await seedNewsletterPdf(payload, req, item, 'en') }
    await payload.update({ collection: 'cop-newsletters', id: doc.id, locale: 'en', data: en, overrideAccess: true, req })
  }
}

/** The outreach page, the community of practice page and its newsletter archive, in both languages. */
export async function seedOutreach(payload: Payload, req: PayloadRequest): Promise<void> {
  const outreachImage = await seedCover(payload, req, 1, 'Kemitraan', { id: 'Ilustrasi kemitraan berwarna biru laut', en: 'Teal outreach illustration' })
  const copImage = await seedCover(payload, req, 3, 'KoP', { id: 'Ilustrasi komunitas praktisi berwarna hijau', en: 'Green community of practice illustration' })
  for (const locale of ['id', 'en'] as const) {
    const outreach = OUTREACH_COPY[locale]
    await payload.updateGlobal({
      slug: 'outreach-page',
      locale,
      data: { _status: 'published', headline: outreach.headline, intro: richLines(outreach.intro), image: outreachImage, links: outreach.links },
      overrideAccess: true,
      req,
    })
    const cop = COP_COPY[locale]
    await payload.updateGlobal({
      slug: 'community-of-practice',
      locale,
      data: {
        _status: 'published',
        intro: { title: cop.intro.title, body: richLines(cop.intro.body), image: copImage },
        purpose: { ...cop.purpose, body: richLines(cop.purpose.body) },
        membership: { ...cop.membership, eligibility: richLines(cop.membership.eligibility) },
        benefitActivity: cop.benefitActivity,
        newsletter: cop.newsletter,
        highlight: { ...cop.highlight, image: copImage },
      },
      overrideAccess: true,
      req,
    })
  }
  await seedNewsletters(payload, req)
}
