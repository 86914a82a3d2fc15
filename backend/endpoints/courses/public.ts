import type { Endpoint } from 'payload'
import { ZCourseListingParams, ZCourseQuery } from '../../../lib/contracts/courses/api-params'
import { fail, ok } from '../../lib/respond'
import { requestLocale } from '../../lib/request-locale'
import { authenticateRequest } from '../../services/account/authenticate-request'
import { findEnrolment } from '../../services/courses/course-access'
import { loadOutline } from '../../services/courses/course-outline'
import { findCourse } from '../../services/courses/find-course'
import { listCourses } from '../../services/courses/list-courses'
import { courseMessage } from '../../services/courses/messages'
import { toCourseDetail } from '../../services/courses/shapes'
import { noStore } from '../handlers'
import { parseQuery } from '../../lib/parse-query'

const DETAIL_OMITS = { intro: false, mentors: false, announcements: false, materials: false, lecturers: { account: false } } as const

/** Spec section 7: the public catalogue (skip, take) and a course's enrol page data (detail?courseId). */
export const coursePublicEndpoints: Endpoint[] = [
  {
    path: '/online-course/listing',
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZCourseListingParams, req)
      if (error) return error
      const result = await listCourses(req.payload, requestLocale(req), data.skip, data.take)
      return Response.json({ success: true, message: 'Success', ...result })
    },
  },
  {
    path: '/online-course/detail',
    method: 'get',
    handler: async (req) => {
      const locale = requestLocale(req)
      const { data, error } = parseQuery(ZCourseQuery, req)
      if (error) return error
      // Depth 1 for the image and the lecturers' photos; not the lecturers' accounts, files or announcements it never shows.
      const course = await findCourse(req.payload, data.courseId, locale, 1, DETAIL_OMITS)
      if (!course) return fail(404, courseMessage('notFound', locale))
      const outline = await loadOutline(req.payload, course.id, locale)
      // Public, but alreadyEnroll is the caller's own: a signed-in answer is never cached.
      const auth = await authenticateRequest(req)
      if (!auth) return ok(toCourseDetail(course, outline, false))
      const enrolled = !!(await findEnrolment(req.payload, auth.user.id, course.id))
      return noStore(ok(toCourseDetail(course, outline, enrolled)))
    },
  },
]
