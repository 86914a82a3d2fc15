import type { Endpoint, PayloadRequest } from 'payload'
import { ZCourseReportExportQuery, ZCourseReportQuery } from '../../../lib/contracts/courses/report'
import type { Locale } from '../../../lib/i18n/config'
import { taughtCourseIds } from '../../access/teaching'
import { exportResponse } from '../../lib/export/respond'
import { parseQuery } from '../../lib/parse-query'
import { fail, ok } from '../../lib/respond'
import type { Course, User } from '../../payload-types'
import { courseMessage } from '../../services/courses/messages'
import { courseReport, courseReportRows } from '../../services/courses/course-report'
import { courseReportColumns } from '../../services/courses/course-report-columns'
import { memberHandler } from '../handlers'

/** The course when the caller teaches it (admins: any): 404 for an unknown course, 403 for another's. */
async function taughtCourse(req: PayloadRequest, user: User, courseId: number, locale: Locale): Promise<{ course: Course; error?: never } | { course?: never; error: Response }> {
  const course = await req.payload.findByID({ collection: 'courses', id: courseId, depth: 0, locale, overrideAccess: true, disableErrors: true, draft: false })
  if (!course) return { error: fail(404, courseMessage('notFound', locale)) }
  if (user.role !== 'admin' && !(await taughtCourseIds(req, user)).includes(course.id)) return { error: fail(403, courseMessage('notTeaching', locale)) }
  return { course }
}

/**
 * The lecturer's report of one course they teach: each learner's progress, grades, attempts and last activity
 * (GET online-course/report), and the same rows as CSV or XLSX (GET online-course/report/export).
 */
export const courseReportEndpoints: Endpoint[] = [
  {
    path: '/online-course/report',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZCourseReportQuery, req)
      if (error) return error
      const found = await taughtCourse(req, user, data.courseId, locale)
      if (found.error) return found.error
      return ok(await courseReport(req.payload, found.course, locale, data))
    }, 'staff'),
  },
  {
    path: '/online-course/report/export',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZCourseReportExportQuery, req)
      if (error) return error
      const found = await taughtCourse(req, user, data.courseId, locale)
      if (found.error) return found.error
      const report = await courseReportRows(req.payload, found.course, locale, data)
      const basename = `course-${report.course.slug}-report`
      return exportResponse(data.format, { columns: courseReportColumns(report.assessments), rows: report.rows, basename, sheetName: report.course.courseName }, locale)
    }, 'staff'),
  },
]
