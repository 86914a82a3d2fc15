import type { Payload, Where } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { User } from '../../payload-types'
import { loadOutline } from './course-outline'
import { learnerProgress, progressRules } from './progress'
import { toCourseCard, type TCourseCard } from './shapes'

export type TLecturerLearner = { accountId: number; fullName: string; email: string; enrolledAt: string; percent: number; doneLectures: number; completed: boolean }
export type TLecturerCourse = TCourseCard & { totalEnrolled: number; totalCompleted: number; learners: TLecturerLearner[] }

/**
 * The courses a staff member teaches (admins: every course), each with how many learners enrolled and how
 * far each of them got.
 */
export async function listLecturerCourses(payload: Payload, user: User, locale: Locale): Promise<TLecturerCourse[]> {
  const where: Where =
    user.role === 'admin' ? {} : { or: [{ 'lecturers.account': { equals: user.id } }, { mentors: { contains: user.id } }] }
  const { docs } = await payload.find({ collection: 'courses', where, sort: 'order', locale, depth: 1, limit: 0, pagination: false, overrideAccess: true, draft: false })
  return Promise.all(
    docs.map(async (course) => {
      const [outline, enrolments] = await Promise.all([
        loadOutline(payload, course.id, locale),
        payload.find({ collection: 'course-enrolments', where: { course: { equals: course.id } }, sort: 'createdAt', depth: 1, limit: 0, pagination: false, overrideAccess: true }),
      ])
      const learners = await Promise.all(
        enrolments.docs.map(async (enrolment) => {
          const learner = enrolment.user as User
          const progress = await learnerProgress(payload, learner.id, course.id, outline, !!course.finalExam, progressRules(course))
          return { accountId: learner.id, fullName: learner.fullName, email: learner.email, enrolledAt: enrolment.createdAt, percent: progress.percent, doneLectures: progress.doneLectures, completed: progress.completed }
        }),
      )
      const totalLectures = outline.reduce((sum, chapter) => sum + chapter.lectures.length, 0)
      return { ...toCourseCard(course, totalLectures), totalEnrolled: learners.length, totalCompleted: learners.filter((row) => row.completed).length, learners }
    }),
  )
}
