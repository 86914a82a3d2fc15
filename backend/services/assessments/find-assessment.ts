import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { readContent } from '../../lib/content-cache'
import type { Assessment, Media } from '../../payload-types'
import type { TOutlineChapter } from '../courses/course-outline'

export type TAssessmentKind = 'quiz' | 'exam'
export type TAssessmentTarget = { type: TAssessmentKind; chapterId?: number; lecturesId?: number }

/** The quiz lecture a quiz page names: the one given, or the chapter's first quiz lecture. */
export function quizLectureOf(outline: TOutlineChapter[], chapterId: number | undefined, lecturesId?: number) {
  const lectures = outline.find((chapter) => chapter.chapterId === chapterId)?.lectures.filter((lecture) => lecture.type === 'quiz') ?? []
  return lecturesId ? lectures.find((lecture) => lecture.lecturesId === lecturesId) : lectures[0]
}

/** Questions with their images populated: one query, none when no question has an image. */
export async function withImages<T extends { image?: number | Media | null }>(payload: Payload, questions: T[], locale: Locale): Promise<T[]> {
  const imageIds = [...new Set(questions.map((question) => question.image).filter((image): image is number => typeof image === 'number'))]
  if (!imageIds.length) return questions
  const { docs: images } = await payload.find({ collection: 'media', where: { id: { in: imageIds } }, depth: 0, limit: 0, pagination: false, locale, overrideAccess: true })
  const byId = new Map(images.map((image) => [image.id, image]))
  return questions.map((question) => ({ ...question, image: typeof question.image === 'number' ? (byId.get(question.image) ?? question.image) : question.image }))
}

/**
 * A bank by its key, at depth 0 (its course and lecture stay ids) with its question images populated: one query,
 * and a second only when a question has an image. Kept in memory between calls (backend/lib/content-cache).
 */
export function findAssessmentByKey(payload: Payload, key: string, locale: Locale): Promise<Assessment | null> {
  return readContent(['assessments', 'media'], `assessment:${key}:${locale}`, async () => {
    const { docs } = await payload.find({ collection: 'assessments', where: { key: { equals: key } }, depth: 0, limit: 1, pagination: false, locale, overrideAccess: true })
    const bank = docs[0]
    if (!bank) return null
    return { ...bank, questions: await withImages(payload, bank.questions ?? [], locale) }
  })
}

/** The bank behind a quiz page (course + chapter, from the course outline) or the course's final exam; null when none is authored. */
export async function findAssessment(payload: Payload, courseId: number, outline: TOutlineChapter[], target: TAssessmentTarget, locale: Locale): Promise<Assessment | null> {
  if (target.type === 'exam') return findAssessmentByKey(payload, `exam:${courseId}`, locale)
  const lecture = quizLectureOf(outline, target.chapterId, target.lecturesId)
  return lecture ? findAssessmentByKey(payload, `quiz:${lecture.lecturesId}`, locale) : null
}

/** Which banks a course has and the quiz lecture of each: what tells passed quizzes apart in progress. */
export function listCourseBanks(payload: Payload, courseId: number): Promise<Pick<Assessment, 'id' | 'kind' | 'lecture'>[]> {
  return readContent(['assessments'], `banks:${courseId}`, async () => {
    const { docs } = await payload.find({ collection: 'assessments', where: { course: { equals: courseId } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { kind: true, lecture: true } })
    return docs.map(({ id, kind, lecture }) => ({ id, kind, lecture }))
  })
}
