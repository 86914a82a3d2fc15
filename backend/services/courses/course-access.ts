import type { Payload } from 'payload'
import { flatQuery } from '../../lib/flat-rows'
import type { Course, CourseEnrolment, User } from '../../payload-types'

export type TCourseRole = 'learner' | 'teacher'
type TUserLike = Pick<User, 'id' | 'role'>

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' && value ? value.id : value)

/** Admins, and the lecturers and mentors named on the course, may read every lecture without enrolling. */
export function teachesCourse(user: TUserLike, course: Pick<Course, 'lecturers' | 'mentors'>): boolean {
  if (user.role === 'admin') return true
  if (user.role === 'learner') return false
  if ((course.lecturers ?? []).some((lecturer) => idOf(lecturer.account) === user.id)) return true
  return (course.mentors ?? []).some((mentor) => idOf(mentor) === user.id)
}

const enrolmentOf = flatQuery<CourseEnrolment, { user: number; course: number }>('enrolment_of', 'course-enrolments', (table, { and, eq }, param) => ({
  where: and(eq(table.user as never, param('user')), eq(table.course as never, param('course'))),
  limit: 1,
}))

export async function findEnrolment(payload: Payload, userId: number, courseId: number): Promise<CourseEnrolment | null> {
  const [enrolment] = await enrolmentOf(payload, { user: userId, course: courseId })
  return enrolment ?? null
}

/** How a signed-in user may open a course's interface pages, or null when they may not (not enrolled). */
export async function courseRole(payload: Payload, user: TUserLike, course: Pick<Course, 'id' | 'lecturers' | 'mentors'>): Promise<TCourseRole | null> {
  if (teachesCourse(user, course)) return 'teacher'
  return (await findEnrolment(payload, user.id, course.id)) ? 'learner' : null
}

export async function enrolledCourseIds(payload: Payload, userId: number): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'course-enrolments',
    where: { user: { equals: userId } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => idOf(doc.course) as number)
}
