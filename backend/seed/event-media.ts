import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import type { TEventFormat } from '../collections/Events/options'
import type { TSpeakerSeed } from './event-speakers'
import { onePagePdf, seedCover } from './seed-files'

const AVATAR_COLOURS = ['#1d6f8a', '#8a5d00', '#3b5b2a', '#0b3c5d']

/** A square portrait placeholder with the speaker's initials, so speaker cards show a real upload. */
export async function seedSpeakerPhoto(payload: Payload, req: PayloadRequest, speaker: TSpeakerSeed, index: number) {
  const initials = speaker.name
    .replace(/^(Dr|Prof|Ir)\.\s*/g, '')
    .split(/[\s,]+/)
    .filter((word) => /^[A-Z][a-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="100%" height="100%" fill="${AVATAR_COLOURS[index % AVATAR_COLOURS.length]}"/>
    <text x="50%" y="58%" text-anchor="middle" fill="#ffffff" font-family="sans-serif" font-size="180" font-weight="700">${initials}</text>
  </svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    locale: 'id',
    data: { alt: `Foto ${speaker.name}` },
    file: { data, mimetype: 'image/png', name: `speaker-${index + 1}.png`, size: data.length },
    overrideAccess: true,
    req,
  })
  await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: `Photo of ${speaker.name}` }, overrideAccess: true, req })
  return media.id
}

/** One cover per attendance format. */
export async function seedEventCovers(payload: Payload, req: PayloadRequest): Promise<Record<TEventFormat, number>> {
  return {
    online: await seedCover(payload, req, 1, 'Webinar', { id: 'Sampul acara daring biru laut', en: 'Teal online event cover' }),
    offline: await seedCover(payload, req, 2, 'Event', { id: 'Sampul acara tatap muka cokelat', en: 'Brown in-person event cover' }),
    hybrid: await seedCover(payload, req, 3, 'Forum', { id: 'Sampul acara hibrida hijau', en: 'Green hybrid event cover' }),
  }
}

/** A one-page PDF in the event-files collection (slides, a summary report). */
export async function seedEventFile(payload: Payload, req: PayloadRequest, name: string, title: string) {
  const data = onePagePdf(title)
  const file = await payload.create({
    collection: 'event-files',
    data: { title },
    file: { data, mimetype: 'application/pdf', name, size: data.length },
    overrideAccess: true,
    req,
  })
  return file.id
}
