import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course, Cp3PMaterial, Cp3PProgramme, Cp3PRegistration } from '../../payload-types'
import { imageOf, type TImage, type TRichText } from '../shapes'
import { findProgramme } from './find-programme'
import { findRegistration } from './registrations'
import { downloadName } from '../../uploads/private-names'
import { loadOutline, outlineLectures, type TOutlineChapter, type TOutlineLecture } from '../courses/course-outline'
import { lectureBlocker, lockedLectures } from '../courses/completion-rules'
import { isExamAvailable, learnerProgress, progressRules, type TCourseProgress } from '../courses/progress'
import { markLectureRead as markEngineLecture } from '../courses/mark-lecture-read'
import { embedUrlOf } from '../courses/get-lecture'
import { courseFileOf } from '../courses/shapes'
import { readContent } from '../../lib/content-cache'

/**
 * cp3p learning on the online-course engine (decision 036): a programme's chapters, lectures, progress, quizzes and
 * final exam are its engine course's. The /cp3p/lms calls keep their spec shapes; lecture and chapter ids in them
 * are the engine's ids as strings.
 */
/** `lockedBy`: a sequential course's lecture not open yet names the lecture to finish first (decision 035). */
export type TCp3pLectureRef = { lecturesId: string; title: string; type: string; status: boolean; lockedBy?: string }
/** Where the engine's own pages for the programme's course are (quiz, final exam, forum, grades, certificate). */
export type TCp3pEngine = {
  slug: string
  courseName: string
  finalExam: boolean
  examAvailable: boolean
  percent: number
  doneLectures: number
  totalLectures: number
  completed: boolean
}
export type TCp3pMenu = {
  courseId: number
  slug: string
  courseName: string
  category: string
  title: string
  banner: TImage | null
  listingChapter: { chapterId: string; chapterName: string; lectures: TCp3pLectureRef[] }[]
  engine: TCp3pEngine | null
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

/** The programme's engine course id, or null while it has none. */
export function engineCourseId(programme: Pick<Cp3PProgramme, 'course'>): number | null {
  const course = programme.course
  return typeof course === 'object' && course ? course.id : (course ?? null)
}

type TEngineState = { course: Pick<Course, 'id' | 'slug' | 'name' | 'finalExam' | 'sequential'>; outline: TOutlineChapter[]; progress: TCourseProgress }

async function engineState(payload: Payload, userId: number, programme: Cp3PProgramme, locale: Locale): Promise<TEngineState | null> {
  const courseId = engineCourseId(programme)
  if (!courseId) return null
  const course = await readContent(['courses'], `cp3p-engine:${courseId}:${locale}`, () =>
    payload.findByID({ collection: 'courses', id: courseId, locale, depth: 0, overrideAccess: true, select: { slug: true, name: true, finalExam: true, passedQuizCompletesLecture: true, sequential: true } }).catch(() => null),
  )
  if (!course) return null
  const outline = await loadOutline(payload, courseId, locale)
  const progress = await learnerProgress(payload, userId, courseId, outline, !!course.finalExam, progressRules(course))
  return { course, outline, progress }
}

export async function courseMenu(payload: Payload, userId: number, programme: Cp3PProgramme, locale: Locale, staff = false): Promise<TCp3pMenu> {
  const state = await engineState(payload, userId, programme, locale)
  const done = new Set(state?.progress.doneLectureIds ?? [])
  // The same rule the lecture calls apply (lectureLockedBy), so the menu never offers a lecture they would refuse.
  const locked = state && !staff ? lockedLectures(state.outline, state.progress.doneLectureIds, !!state.course.sequential) : new Map<number, TOutlineLecture>()
  return {
    courseId: programme.id,
    slug: programme.slug,
    courseName: programme.courseName ?? '',
    category: programme.category ?? '',
    title: programme.title,
    banner: imageOf(programme.banner),
    listingChapter: (state?.outline ?? []).map((chapter) => ({
      chapterId: String(chapter.chapterId),
      chapterName: chapter.chapterName,
      lectures: chapter.lectures.map((lecture) => {
        const blocker = locked.get(lecture.lecturesId)
        return { lecturesId: String(lecture.lecturesId), title: lecture.title, type: lecture.type, status: done.has(lecture.lecturesId), ...(blocker ? { lockedBy: blocker.title } : {}) }
      }),
    })),
    engine: state
      ? {
          slug: state.course.slug,
          courseName: state.course.name,
          finalExam: !!state.course.finalExam,
          examAvailable: isExamAvailable(!!state.course.finalExam, state.progress),
          percent: state.progress.percent,
          doneLectures: state.progress.doneLectures,
          totalLectures: state.progress.totalLectures,
          completed: state.progress.completed,
        }
      : null,
  }
}

/** A lecture id of the programme's engine course (the id as the calls carry it), or null when it is not one. */
export async function findLecture(payload: Payload, programme: Cp3PProgramme, lecturesId: string, locale: Locale) {
  const courseId = engineCourseId(programme)
  if (!courseId || !/^\d+$/.test(lecturesId)) return null
  const lectures = outlineLectures(await loadOutline(payload, courseId, locale))
  return lectures.find((lecture) => lecture.lecturesId === Number(lecturesId)) ?? null
}

/** The lecture's cp3p material upload (private cp3p-materials), for /cp3p/lms/material. */
export async function lectureMaterial(payload: Payload, lectureId: number): Promise<Cp3PMaterial | null> {
  const doc = await payload.findByID({ collection: 'course-lectures', id: lectureId, depth: 1, overrideAccess: true, select: { cp3pMaterial: true } }).catch(() => null)
  return doc && typeof doc.cp3pMaterial === 'object' ? doc.cp3pMaterial : null
}

export async function courseLecture(payload: Payload, userId: number, programme: Cp3PProgramme, lecturesId: string, locale: Locale): Promise<TCp3pLecture | null> {
  const state = await engineState(payload, userId, programme, locale)
  if (!state || !/^\d+$/.test(lecturesId)) return null
  const all = outlineLectures(state.outline)
  const index = all.findIndex((row) => row.lecturesId === Number(lecturesId))
  if (index < 0) return null
  const doc = await readContent(['course-lectures', 'course-files', 'cp3p-materials'], `cp3p-lecture:${lecturesId}:${locale}`, () =>
    payload.findByID({
      collection: 'course-lectures',
      id: Number(lecturesId),
      locale,
      depth: 1,
      overrideAccess: true,
      select: { title: true, type: true, body: true, description: true, videoSource: true, videoUrl: true, media: true, cp3pMaterial: true },
    }),
  )
  const chapter = state.outline.find((row) => row.chapterId === all[index].chapterId)
  const ref = (row: (typeof all)[number] | undefined) => (row ? { chapterId: String(row.chapterId), lecturesId: String(row.lecturesId), title: row.title } : null)
  const upload = typeof doc.cp3pMaterial === 'object' && doc.cp3pMaterial ? doc.cp3pMaterial : null
  const engineFile = upload ? null : courseFileOf(doc.media)
  return {
    courseId: programme.id,
    chapterId: String(all[index].chapterId),
    lecturesId,
    chapter: chapter?.chapterName ?? '',
    title: doc.title,
    type: doc.type,
    description: doc.body ?? null,
    videoEmbedUrl: doc.type === 'video' ? embedUrlOf(doc.videoSource, doc.videoUrl) : null,
    materialUrl: upload ? `/api/cp3p/lms/material?courseId=${programme.id}&lecturesId=${encodeURIComponent(lecturesId)}` : (engineFile?.url ?? null),
    materialName: upload ? downloadName(upload) : (engineFile?.filename ?? null),
    materialMime: upload ? (upload.mimeType ?? null) : engineFile?.mimeType || null,
    markAsRead: state.progress.doneLectureIds.includes(Number(lecturesId)),
    prev: ref(all[index - 1]),
    next: ref(all[index + 1]),
  }
}

/**
 * The lecture to finish first when the programme's engine course is sequential (decision 035), or null when this one
 * is open; the same rule as the online-course calls, so the cp3p calls are no way around it. Staff never wait.
 */
export async function lectureLockedBy(payload: Payload, userId: number, programme: Cp3PProgramme, lecturesId: string, locale: Locale, staff: boolean): Promise<TOutlineLecture | null> {
  if (staff || !/^\d+$/.test(lecturesId)) return null
  const state = await engineState(payload, userId, programme, locale)
  return state ? lectureBlocker({ role: 'learner', outline: state.outline, progress: state.progress, course: state.course }, Number(lecturesId)) : null
}

/** Marks an engine lecture read once, in the engine's lecture-progress (a repeat is not an error). */
export async function markLectureRead(payload: Payload, userId: number, programme: Cp3PProgramme, lecturesId: string): Promise<void> {
  const courseId = engineCourseId(programme)
  if (courseId) await markEngineLecture(payload, userId, courseId, Number(lecturesId))
}
