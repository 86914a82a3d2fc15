import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { flatQuery } from '../../lib/flat-rows'
import type { AssessmentAttempt, Course, CourseEnrolment, LectureProgress } from '../../payload-types'
import { withExpiredClosed } from '../assessments/attempts'
import { courseBanks } from '../assessments/grades'
import { loadOutline } from './course-outline'
import { idOf } from '../../lib/relation-id'

const enrolmentsOfCourse = flatQuery<CourseEnrolment, { course: number }>('enrolments_of_course', 'course-enrolments', (table, { asc, eq }, param) => ({
  where: eq(table.course as never, param('course')),
  orderBy: [asc(table.createdAt as never)],
}))
const marksOfCourse = flatQuery<LectureProgress, { course: number }>('marks_of_course', 'lecture-progress', (table, { eq }, param) => ({
  where: eq(table.course as never, param('course')),
}))
const attemptsOfCourse = flatQuery<AssessmentAttempt, { course: number }>('attempts_of_course', 'assessment-attempts', (table, { asc, eq }, param) => ({
  where: eq(table.course as never, param('course')),
  orderBy: [asc(table.number as never)],
}))

type TDated = { user: number; at: string }

/** The forum threads and comments each learner wrote in the course: when, for their last activity. */
async function forumActivity(payload: Payload, courseId: number): Promise<TDated[]> {
  const read = (collection: 'forum-threads' | 'forum-comments') =>
    payload.find({ collection, where: { course: { equals: courseId } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { author: true, createdAt: true } })
  const [threads, comments] = await Promise.all([read('forum-threads'), read('forum-comments')])
  return [...threads.docs, ...comments.docs].map((doc) => ({ user: idOf(doc.author), at: doc.createdAt }))
}

/**
 * What each learner's progress in one course needs, one query per table whatever the number of learners: the outline
 * and banks (cached content), enrolments, their accounts, lecture marks and attempts (expired ones closed first, as
 * the grades page does).
 */
export async function loadCourseProgressData(payload: Payload, course: Course, locale: Locale) {
  const outline = await loadOutline(payload, course.id, locale)
  const [banks, enrolments, marks, courseAttempts] = await Promise.all([
    courseBanks(payload, course.id, outline, locale),
    enrolmentsOfCourse(payload, { course: course.id }),
    marksOfCourse(payload, { course: course.id }),
    attemptsOfCourse(payload, { course: course.id }),
  ])
  const bankById = new Map(banks.map(({ bank }) => [bank.id, bank]))
  const attempts = await withExpiredClosed(payload, courseAttempts, (attempt) => bankById.get(idOf(attempt.assessment)), () => attemptsOfCourse(payload, { course: course.id }))
  const userIds = [...new Set(enrolments.map((enrolment) => idOf(enrolment.user)))]
  const users = userIds.length
    ? (await payload.find({ collection: 'users', where: { id: { in: userIds } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { fullName: true, email: true } })).docs
    : []
  return { outline, banks, enrolments, users, marks, attempts }
}

export type TCourseProgressData = Awaited<ReturnType<typeof loadCourseProgressData>>

/** The progress reads plus what only the full report shows: forum posts (last activity) and certificates. */
export async function loadCourseReportData(payload: Payload, course: Course, locale: Locale) {
  const [progress, forum, certificates] = await Promise.all([
    loadCourseProgressData(payload, course, locale),
    forumActivity(payload, course.id),
    payload.find({ collection: 'certificates', where: { and: [{ course: { equals: course.id } }, { revoked: { not_equals: true } }] }, depth: 0, limit: 0, pagination: false, overrideAccess: true }),
  ])
  return { ...progress, forum, certificates: certificates.docs }
}

export type TCourseReportData = Awaited<ReturnType<typeof loadCourseReportData>>

/** Rows of a table by learner, so each learner's share is picked once. */
export function byUser<T>(rows: T[], userOf: (row: T) => number): Map<number, T[]> {
  const grouped = new Map<number, T[]>()
  for (const row of rows) {
    const user = userOf(row)
    const list = grouped.get(user)
    if (list) list.push(row)
    else grouped.set(user, [row])
  }
  return grouped
}
