import type { Endpoint } from 'payload'
import { ZCourseQuery, ZEnrollBody } from '../../../lib/contracts/courses/api-params'
import { fail, ok } from '../../lib/respond'
import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course, User } from '../../payload-types'
import { unmetPrerequisites, type TPrerequisite } from '../../services/courses/completion-rules'
import { findEnrolment } from '../../services/courses/course-access'
import { enrollLearner, validateEnrolment, type TEnrolValidation } from '../../services/courses/enroll-learner'
import { findCourse } from '../../services/courses/find-course'
import { courseMessage } from '../../services/courses/messages'
import { memberHandler, parseBody } from '../handlers'
import { parseQuery } from '../../lib/parse-query'

const prerequisitesMessage = (unmet: TPrerequisite[], locale: Locale) => courseMessage('prerequisitesUnmet', locale, { courses: unmet.map((row) => row.name).join(', ') })

/** A learner who may otherwise enrol is told which prerequisite courses to complete first. */
async function prerequisitesFirst(payload: Payload, user: User, course: Course, locale: Locale, result: TEnrolValidation): Promise<TEnrolValidation> {
  if (!result.status) return result
  const unmet = await unmetPrerequisites(payload, user.id, course, locale)
  return unmet.length ? { status: false, reason: 'prerequisites', message: prerequisitesMessage(unmet, locale), prerequisites: unmet } : result
}

/** Spec sections 4, 5, 7: enroll-validation (status true = may enrol) and enroll (learners only, once). */
export const courseEnrolmentEndpoints: Endpoint[] = [
  {
    path: '/online-course/enroll-validation',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZCourseQuery, req)
      if (error) return error
      const course = await findCourse(req.payload, data.courseId, locale)
      if (!course) return fail(404, courseMessage('notFound', locale))
      // A cp3p programme's course opens by its paid registration only (decision 036).
      if (course.cp3pCourse) return fail(403, courseMessage('cp3pOnly', locale))
      const result = await prerequisitesFirst(req.payload, user, course, locale, await validateEnrolment(req.payload, user, course, locale))
      return ok(result, result.message)
    }),
  },
  {
    path: '/online-course/enroll',
    method: 'post',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = await parseBody(ZEnrollBody, req)
      if (error) return error
      const course = await findCourse(req.payload, data.courseId, locale)
      if (!course) return fail(404, courseMessage('notFound', locale))
      // A cp3p programme's course opens by its paid registration only (decision 036).
      if (course.cp3pCourse) return fail(403, courseMessage('cp3pOnly', locale))
      // Completion rules (decision 035): a learner not yet enrolled completes the prerequisite courses first.
      if (!(await findEnrolment(req.payload, user.id, course.id))) {
        const unmet = await unmetPrerequisites(req.payload, user.id, course, locale)
        if (unmet.length) return fail(403, prerequisitesMessage(unmet, locale))
      }
      const result = await enrollLearner(req.payload, user, course, locale)
      return ok({ status: result.status, courseId: course.id, slug: course.slug }, result.message)
    }, 'learner'),
  },
]
