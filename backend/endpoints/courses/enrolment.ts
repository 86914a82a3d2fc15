import type { Endpoint } from 'payload'
import { ZCourseQuery, ZEnrollBody } from '../../../lib/contracts/courses/api-params'
import { fail, ok } from '../../lib/respond'
import { enrollLearner, validateEnrolment } from '../../services/courses/enroll-learner'
import { findCourse } from '../../services/courses/find-course'
import { courseMessage } from '../../services/courses/messages'
import { memberHandler, parseBody } from '../handlers'
import { parseQuery } from '../../lib/parse-query'

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
      const result = await validateEnrolment(req.payload, user, course, locale)
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
      const result = await enrollLearner(req.payload, user, course, locale)
      return ok({ status: result.status, courseId: course.id, slug: course.slug }, result.message)
    }, 'learner'),
  },
]
