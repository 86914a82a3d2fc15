import type { Endpoint } from 'payload'
import { ZActivityQuery } from '../../../lib/contracts/courses/api-params'
import { ok } from '../../lib/respond'
import { listLearnerCourses } from '../../services/courses/list-learner-courses'
import { listLecturerCourses } from '../../services/courses/list-lecturer-courses'
import { memberHandler } from '../handlers'
import { parseQuery } from '../../lib/parse-query'

/**
 * Spec section 7: user/activity/online-course (the learner's ongoing courses, ?status=completed for the
 * finished ones), online-course/study (the same ongoing list) and the lecturer's view of their courses.
 * The account is the session's, so accountId is not taken from the query.
 */
export const courseActivityEndpoints: Endpoint[] = [
  {
    path: '/user/activity/online-course',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZActivityQuery, req)
      if (error) return error
      return ok(await listLearnerCourses(req.payload, user.id, locale, data.status === 'completed'))
    }, 'learner'),
  },
  {
    path: '/online-course/study',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => ok(await listLearnerCourses(req.payload, user.id, locale, false)), 'learner'),
  },
  {
    path: '/lecturer/activity/online-course',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => ok(await listLecturerCourses(req.payload, user, locale)), 'staff'),
  },
]
