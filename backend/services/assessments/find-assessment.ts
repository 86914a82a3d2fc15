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

export async function findAssessmentByKey(payload: Payload, key: string, locale: Locale): Promise<Assessment | null> {
  const { docs } = await payload.find({ collection: 'assessments', where: { key: { equals: key } }, depth: 1, limit: 1, locale, overrideAccess: true })
  return docs[0] ?? null
}

/** The bank behind a quiz page (course + chapter) or the course's final exam; null when none is authored. */
export async function findAssessment(payload: Payload, courseId: number, outline: TOutlineChapter[], target: TAssessmentTarget, locale: Locale): Promise<Assessment | null> {
  if (target.type === 'exam') return findAssessmentByKey(payload, `exam:${courseId}`, locale)
  const lecture = quizLectureOf(outline, target.chapterId, target.lecturesId)
  return lecture ? findAssessmentByKey(payload, `quiz:${lecture.lecturesId}`, locale) : null
}
