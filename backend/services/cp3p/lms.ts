import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Cp3PProgramme, Cp3PRegistration } from '../../payload-types'
import { imageOf, type TImage, type TRichText } from '../shapes'
import { videoEmbedUrl } from '../../../lib/format/video-embed'
import { findProgramme } from './find-programme'
import { findRegistration } from './registrations'
import { downloadName } from '../../uploads/private-names'

export type TCp3pLectureRef = { lecturesId: string; title: string; type: string; status: boolean }
export type TCp3pMenu = {
  courseId: number
  slug: string
  courseName: string
  category: string
  title: string
  banner: TImage | null
  listingChapter: { chapterId: string; chapterName: string; lectures: TCp3pLectureRef[] }[]
}

export type TCp3pLecture = {
  courseId: number
  chapterId: string
  lecturesId: string
  chapter: string
  title: string
  type: string
  description: TRichText | null
  videoEmbedUrl: string | null
  /** Same-origin address of the uploaded video or file, served only to paid registrants. */
  materialUrl: string | null
  materialName: string | null
  materialMime: string | null
  markAsRead: boolean
  prev: { chapterId: string; lecturesId: string; title: string } | null
  next: { chapterId: string; lecturesId: string; title: string } | null
}

export type TPaidAccess =
  | { ok: true; programme: Cp3PProgramme; registration: Cp3PRegistration }
  | { ok: false; status: 403 | 404; reason: 'notFound' | 'notRegistered' | 'notPaid' }

/** The dashboard opens only to a member whose registration for this programme is paid (staff may look too). */
export async function paidAccess(payload: Payload, userId: number, courseId: string | number, locale: Locale, staff = false): Promise<TPaidAccess> {
  const programme = await findProgramme(payload, courseId, locale)
  if (!programme) return { ok: false, status: 404, reason: 'notFound' }
  const registration = await findRegistration(payload, userId, programme.id)
  if (staff) return { ok: true, programme, registration: registration ?? ({} as Cp3PRegistration) }
  if (!registration) return { ok: false, status: 403, reason: 'notRegistered' }
  if (registration.paymentStatus !== 'paid' || registration.status !== 'registered') return { ok: false, status: 403, reason: 'notPaid' }
  return { ok: true, programme, registration }
}

async function doneLectures(payload: Payload, userId: number, programmeId: number): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'cp3p-progress',
    where: { and: [{ user: { equals: userId } }, { programme: { equals: programmeId } }] },
    limit: 1000,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Set(docs.map((row) => row.lectureId))
}

export async function courseMenu(payload: Payload, userId: number, programme: Cp3PProgramme): Promise<TCp3pMenu> {
  const done = await doneLectures(payload, userId, programme.id)
  return {
    courseId: programme.id,
    slug: programme.slug,
    courseName: programme.courseName ?? '',
    category: programme.category ?? '',
    title: programme.title,
    banner: imageOf(programme.banner),
    listingChapter: (programme.chapters ?? []).map((chapter) => ({
      chapterId: chapter.id ?? '',
      chapterName: chapter.title,
      lectures: (chapter.lectures ?? []).map((lecture) => ({
        lecturesId: lecture.id ?? '',
        title: lecture.title,
        type: lecture.type,
        status: done.has(lecture.id ?? ''),
      })),
    })),
  }
}

function flatLectures(programme: Cp3PProgramme) {
  return (programme.chapters ?? []).flatMap((chapter) => (chapter.lectures ?? []).map((lecture) => ({ chapter, lecture })))
}

export function findLecture(programme: Cp3PProgramme, lecturesId: string) {
  return flatLectures(programme).find((row) => row.lecture.id === lecturesId) ?? null
}

export async function courseLecture(payload: Payload, userId: number, programme: Cp3PProgramme, lecturesId: string): Promise<TCp3pLecture | null> {
  const all = flatLectures(programme)
  const index = all.findIndex((row) => row.lecture.id === lecturesId)
  if (index < 0) return null
  const { chapter, lecture } = all[index]
  const done = await doneLectures(payload, userId, programme.id)
  const ref = (row: (typeof all)[number] | undefined) => (row ? { chapterId: row.chapter.id ?? '', lecturesId: row.lecture.id ?? '', title: row.lecture.title } : null)
  const upload = typeof lecture.upload === 'object' ? lecture.upload : null
  return {
    courseId: programme.id,
    chapterId: chapter.id ?? '',
    lecturesId,
    chapter: chapter.title,
    title: lecture.title,
    type: lecture.type,
    description: lecture.body ?? null,
    videoEmbedUrl: videoEmbedUrl(lecture.videoUrl),
    materialUrl: upload ? `/api/cp3p/lms/material?courseId=${programme.id}&lecturesId=${encodeURIComponent(lecturesId)}` : null,
    materialName: upload ? downloadName(upload) : null,
    materialMime: upload?.mimeType ?? null,
    markAsRead: done.has(lecturesId),
    prev: ref(all[index - 1]),
    next: ref(all[index + 1]),
  }
}

/** Marks a lecture read once (unique user + lecture): a repeat is not an error. */
export async function markLectureRead(payload: Payload, userId: number, programme: Cp3PProgramme, lecturesId: string): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'cp3p-progress',
    where: { and: [{ user: { equals: userId } }, { lectureId: { equals: lecturesId } }] },
    overrideAccess: true,
  })
  if (totalDocs) return
  await payload
    .create({ collection: 'cp3p-progress', data: { user: userId, programme: programme.id, lectureId: lecturesId }, overrideAccess: true })
    .catch(() => undefined)
}
