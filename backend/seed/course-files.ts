import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import { textPdf } from './documents/pdf'
import { portraitSvg } from './images'
import { silentWav } from './seed-files'

type TKind = 'audio' | 'pdf'

/** A course file (one second of audio or a readable PDF) that only the course's learners and staff may open. */
export async function seedCourseFile(payload: Payload, req: PayloadRequest, courseId: number, kind: TKind, name: string, title: string, lines: string[] = []) {
  const data = kind === 'audio' ? silentWav() : textPdf(title, lines.length ? lines : [title])
  const file = await payload.create({
    collection: 'course-files',
    data: { course: courseId, title },
    file: { data, mimetype: kind === 'audio' ? 'audio/wav' : 'application/pdf', name, size: data.length },
    overrideAccess: true,
    req,
  })
  return file.id
}

/** The demo lecturer's portrait, shown on every enrol page. */
export async function seedLecturerPhoto(payload: Payload, req: PayloadRequest, name: string) {
  const data = await sharp(Buffer.from(portraitSvg(name, 1))).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    locale: 'id',
    data: { alt: `Foto ${name}` },
    file: { data, mimetype: 'image/png', name: 'course-lecturer.png', size: data.length },
    overrideAccess: true,
    req,
  })
  await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: `Photo of ${name}` }, overrideAccess: true, req })
  return media.id
}
