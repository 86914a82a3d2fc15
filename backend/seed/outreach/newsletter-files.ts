import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import { formatDate } from '../../../lib/format/date'
import { textPdf } from '../documents/pdf'
import type { TNewsletterSeed } from './newsletters'

const COLOURS = ['#0b3c5d', '#1d6f8a', '#3b5b2a', '#8a5d00']

/** A portrait cover (the shape of a printed newsletter) with its edition and month. */
export async function seedNewsletterCover(payload: Payload, req: PayloadRequest, item: TNewsletterSeed): Promise<number> {
  const month = { id: formatDate(item.date, 'id', 'MMMM YYYY'), en: formatDate(item.date, 'en', 'MMMM YYYY') }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="848">
    <rect width="100%" height="100%" fill="${COLOURS[item.issue % COLOURS.length]}"/>
    <rect x="48" y="300" width="120" height="8" fill="#f2a900"/>
    <text x="48" y="150" fill="#ffffff" font-family="sans-serif" font-size="40" font-weight="700">Buletin KoP</text>
    <text x="48" y="270" fill="#ffffff" font-family="sans-serif" font-size="120" font-weight="700">#${item.issue}</text>
    <text x="48" y="380" fill="#cfe3f2" font-family="sans-serif" font-size="30">${month.id}</text>
    <text x="48" y="780" fill="#ffffff" font-family="sans-serif" font-size="24">LPI Learning</text>
  </svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    locale: 'id',
    data: { alt: `Sampul Buletin KoP edisi ${item.issue}, ${month.id}` },
    file: { data, mimetype: 'image/png', name: `buletin-kop-${item.issue}.png`, size: data.length },
    overrideAccess: true,
    req,
  })
  const alt = `Cover of CoP Newsletter issue ${item.issue}, ${month.en}`
  await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt }, overrideAccess: true, req })
  return media.id
}

/** The issue as a PDF in one language: masthead, summary and contents. */
export async function seedNewsletterPdf(payload: Payload, req: PayloadRequest, item: TNewsletterSeed, locale: 'id' | 'en') {
  const label = locale === 'id' ? `Buletin Komunitas Praktisi - Edisi ${item.issue}` : `Community of Practice Newsletter - Issue ${item.issue}`
  const contents = locale === 'id' ? 'Daftar isi' : 'Contents'
  const data = textPdf(label, [
    formatDate(item.date, locale),
    '',
    item.title[locale],
    '',
    item.summary[locale],
    '',
    contents,
    ...item.contents[locale].map((line, index) => `${index + 1}. ${line}`),
  ])
  const name = `${locale === 'id' ? 'buletin-kop' : 'cop-newsletter'}-${String(item.issue).padStart(2, '0')}.pdf`
  const file = await payload.create({
    collection: 'newsletter-files',
    data: {},
    file: { data, mimetype: 'application/pdf', name, size: data.length },
    overrideAccess: true,
    req,
  })
  return file.id
}
