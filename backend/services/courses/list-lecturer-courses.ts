import type { Payload, Where } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course, User } from '../../payload-types'
import { courseProgressRows } from './course-report'
import { CARD_FIELDS, toCourseCard, type TCourseCard } from './shapes'

export type TLecturerLearner = { accountId: number; fullName: string; email: string; enrolledAt: string; percent: number; doneLectures: number; completed: boolean }
export type TLecturerCourse = TCourseCard & { totalEnrolled: number; totalCompleted: number; learners: TLecturerLearner[] }

/**
 * The courses a staff member teaches (admins: every course), each with how many learners enrolled and how
 * far each of them got. Each course's learners come from the course report's progress reads (one query per table, whatever
 * the number of learners; docs/decisions/037): a query per learner took seconds at 1,000 learners (issue 26).
 */
export async function listLecturerCourses(payload: Payload, user: User, locale: Locale): Promise<TLecturerCourse[]> {
  const where: Where =
    user.role === 'admin' ? {} : { or: [{ 'lecturers.account': { equals: user.id } }, { mentors: { contains: user.id } }] }
  const { docs } = await payload.find({ collection: 'courses', where, sort: 'order', locale, depth: 1, limit: 0, pagination: false, overrideAccess: true, draft: false, select: CARD_FIELDS })
  return Promise.all(
    (docs as Course[]).map(async (course) => {
      const { totalLectures, learners } = await courseProgressRows(payload, course, locale)
      return { ...toCourseCard(course, totalLectures), totalEnrolled: learners.length, totalCompleted: learners.filter((row) => row.completed).length, learners }
    }),
  )
}
