import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Assessment } from '../../payload-types'
import type { TOutlineChapter } from '../courses/course-outline'
import { outlineLectures } from '../courses/course-outline'
import { withAccommodations } from './accommodations'
import { listAttempts } from './attempts'
import { toGradeRow, type TGradeRow } from './shapes'

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' && value ? value.id : (value ?? 0))

/** The course's banks in course order: quizzes as their lectures come, then the final exam. */
export async function courseBanks(payload: Payload, courseId: number, outline: TOutlineChapter[], locale: Locale): Promise<{ bank: Assessment; chapterId: number | null }[]> {
  const { docs } = await payload.find({ collection: 'assessments', where: { course: { equals: courseId } }, depth: 0, limit: 0, pagination: false, locale, overrideAccess: true })
  const lectures = outlineLectures(outline)
  const quizzes = lectures.flatMap((lecture) => {
    const bank = docs.find((doc) => doc.kind === 'quiz' && idOf(doc.lecture) === lecture.lecturesId)
    return bank ? [{ bank, chapterId: lecture.chapterId }] : []
  })
  const exam = docs.filter((doc) => doc.kind === 'exam').map((bank) => ({ bank, chapterId: null }))
  return [...quizzes, ...exam]
}

export async function courseGrades(payload: Payload, userId: number, courseId: number, outline: TOutlineChapter[], locale: Locale, withExam: boolean): Promise<TGradeRow[]> {
  const banks = (await courseBanks(payload, courseId, outline, locale)).filter(({ bank }) => withExam || bank.kind === 'quiz')
  // Attempts allowed as this learner has them, accommodations included (decision 035).
  return Promise.all(banks.map(async ({ bank, chapterId }) => toGradeRow(await withAccommodations(payload, userId, bank), await listAttempts(payload, userId, bank), chapterId)))
}
