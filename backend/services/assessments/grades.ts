import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Assessment } from '../../payload-types'
import type { TOutlineChapter } from '../courses/course-outline'
import { outlineLectures } from '../courses/course-outline'
import { withCourseAccommodations } from './accommodations'
import { listAttemptsByBank } from './attempts'
import { toGradeRow, type TGradeRow } from './shapes'
import { idOf } from '../../lib/relation-id'


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
  // Attempts allowed as this learner has them, accommodations included (decision 035). Two queries for the course.
  const [accommodated, attempts] = await Promise.all([
    withCourseAccommodations(payload, userId, courseId, banks.map(({ bank }) => bank)),
    listAttemptsByBank(payload, userId, courseId, banks.map(({ bank }) => bank)),
  ])
  return banks.map(({ bank, chapterId }, index) => toGradeRow(accommodated[index], attempts.get(bank.id) ?? [], chapterId))
}
