import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Assessment } from '../../payload-types'
import type { TOutlineChapter } from '../courses/course-outline'

export type TAssessmentKind = 'quiz' | 'exam'
export type TAssessmentTarget = { type: TAssessmentKind; chapterId?: number; lecturesId?: number }

/** The quiz lecture a quiz page names: the one given, or the chapter's first quiz lecture. */
export function quizLectureOf(outline: TOutlineChapter[], chapterId: number | undefined, lecturesId?: number) {
  const lectures = outline.find((chapter) => chapter.chapterId === chapterId)?.lectures.filter((lecture) => lecture.type === 'quiz') ?? []
  return lecturesId ? lectures.find((lecture) => lecture.lecturesId === lecturesId) : lectures[0]
}

/**
 * A bank by its key, at depth 0 (its course and lecture stay ids) with its question images populated: one query,
 * and a second only when a question has an image.
 */
export async function findAssessmentByKey(payload: Payload, key: string, locale: Locale): Promise<Assessment | null> {
  const { docs } = await payload.find({ collection: 'assessments', where: { key: { equals: key } }, depth: 0, limit: 1, pagination: false, locale, overrideAccess: true })
  const bank = docs[0]
  if (!bank) return null
  const imageIds = [...new Set((bank.questions ?? []).map((question) => question.image).filter((image): image is number => typeof image === 'number'))]
  if (!imageIds.length) return bank
  const { docs: images } = await payload.find({ collection: 'media', where: { id: { in: imageIds } }, depth: 0, limit: 0, pagination: false, locale, overrideAccess: true })
  const byId = new Map(images.map((image) => [image.id, image]))
  return { ...bank, questions: (bank.questions ?? []).map((question) => ({ ...question, image: typeof question.image === 'number' ? (byId.get(question.image) ?? question.image) : question.image })) }
}

/**
 * The bank behind a quiz page without reading the whole outline: the same lecture quizLectureOf picks (the one
 * given, or the chapter's first quiz in lecture order), looked up in one query within the course and chapter.
 */
export async function findQuizBank(payload: Payload, courseId: number, target: Omit<TAssessmentTarget, 'type'>, locale: Locale): Promise<Assessment | null> {
  if (!target.chapterId) return null
  const { docs } = await payload.find({
    collection: 'course-lectures',
    where: { and: [{ course: { equals: courseId } }, { chapter: { equals: target.chapterId } }, { type: { equals: 'quiz' } }, ...(target.lecturesId ? [{ id: { equals: target.lecturesId } }] : [])] },
    sort: 'order',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { type: true },
  })
  return docs[0] ? findAssessmentByKey(payload, `quiz:${docs[0].id}`, locale) : null
}

/** The bank behind a quiz page (course + chapter) or the course's final exam; null when none is authored. */
export async function findAssessment(payload: Payload, courseId: number, outline: TOutlineChapter[], target: TAssessmentTarget, locale: Locale): Promise<Assessment | null> {
  if (target.type === 'exam') return findAssessmentByKey(payload, `exam:${courseId}`, locale)
  const lecture = quizLectureOf(outline, target.chapterId, target.lecturesId)
  return lecture ? findAssessmentByKey(payload, `quiz:${lecture.lecturesId}`, locale) : null
}
