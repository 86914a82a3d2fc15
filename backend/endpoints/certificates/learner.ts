import type { Endpoint, PayloadRequest } from 'payload'
import { ZFeedbackBody } from '../../../lib/contracts/certificates'
import { ZCourseQuery } from '../../../lib/contracts/courses/api-params'
import { fail, ok } from '../../lib/respond'
import { linkedInAddToProfileUrl, snapshotUrl, verificationUrl } from '../../services/certificates/certificate-links'
import { feedbackQuestions, hasGivenFeedback, saveFeedback } from '../../services/certificates/feedback'
import { issueCertificateIfComplete } from '../../services/certificates/issue-certificate'
import { certificateMessage } from '../../services/certificates/messages'
import { findCertificateByCode } from '../../services/certificates/verify-certificate'
import { memberHandler, parseBody, type TMemberContext } from '../handlers'
import { openCourse, type TCourseContext } from '../courses/course-request'
import { parseQuery } from '../../lib/parse-query'

type TLearnerCourseHandler = (req: PayloadRequest, ctx: TCourseContext, member: TMemberContext) => Promise<Response>

/** A learner's call on one course they are enrolled in (401, 403 not a learner or not enrolled, 404 no course). */
function learnerCourseGet(path: string, handler: TLearnerCourseHandler): Endpoint {
  return {
    path,
    method: 'get',
    handler: memberHandler(async (req, member) => {
      const { data, error } = parseQuery(ZCourseQuery, req)
      if (error) return error
      const opened = await openCourse(req, member.user, data.courseId, member.locale)
      if (opened.error) return opened.error
      if (opened.ctx.role !== 'learner') return fail(403, certificateMessage('notIssued', member.locale))
      return handler(req, opened.ctx, member)
    }, 'learner'),
  }
}

/**
 * The learner's certificate of a course: not issued yet, feedback required first, or ready with its links.
 * Asking also issues it when the course is complete, so a completion from any path is never missed.
 */
const certificate: TLearnerCourseHandler = async (req, { course }, { user, locale }) => {
  const { certificate: issued } = await issueCertificateIfComplete(req.payload, user.id, course.id)
  if (!issued) return ok({ status: 'not-issued' as const, message: certificateMessage('notIssued', locale) })
  if (!(await hasGivenFeedback(req.payload, user.id, course.id))) return ok({ status: 'feedback-required' as const, message: certificateMessage('feedbackFirst', locale) })
  const view = await findCertificateByCode(req.payload, issued.code, locale)
  if (!view) return fail(404, certificateMessage('unknown', locale))
  const publicUrl = snapshotUrl({ slug: course.slug, name: course.name }, view.code, locale)
  return ok({
    status: view.revoked ? ('revoked' as const) : ('ready' as const),
    certificate: view,
    downloadUrl: `/api/online-course/certificate/download?certificateId=${view.certificateId}`,
    credentialUrl: `/api/online-course/certificate/credential?certificateId=${view.certificateId}`,
    verificationUrl: verificationUrl(view.code, locale),
    snapshotUrl: publicUrl,
    linkedInUrl: linkedInAddToProfileUrl({ courseName: view.courseName, code: view.code, issuedAt: view.issuedAt, url: publicUrl }),
  })
}

const userFeedback: TLearnerCourseHandler = async (req, { course }, { user, locale }) =>
  ok({ submitted: await hasGivenFeedback(req.payload, user.id, course.id), questions: feedbackQuestions(locale) })

/** Spec section 7: GET certificate, GET certificate/user-feedback, POST certificate/submit-feedback. */
export const certificateLearnerEndpoints: Endpoint[] = [
  learnerCourseGet('/online-course/certificate', certificate),
  learnerCourseGet('/online-course/certificate/user-feedback', userFeedback),
  {
    path: '/online-course/certificate/submit-feedback',
    method: 'post',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = await parseBody(ZFeedbackBody, req)
      if (error) return error
      const opened = await openCourse(req, user, data.courseId, locale)
      if (opened.error) return opened.error
      const known = new Set<string>(feedbackQuestions(locale).map((question) => question.id))
      const rating = data.rating.filter((row) => known.has(row.id))
      if (rating.length !== known.size) return fail(400, 'rating: every question needs a star rating')
      try {
        const saved = await saveFeedback(req.payload, { userId: user.id, courseId: opened.ctx.course.id, rating, others: data.others })
        if (!saved) return fail(409, certificateMessage('feedbackAlready', locale))
        return ok({ code: 200, status: true }, certificateMessage('feedbackSaved', locale))
      } catch (caught) {
        // Spec section 8: the error's message, else the generic feedback failure.
        return fail(500, caught instanceof Error && caught.message ? caught.message : certificateMessage('feedbackFailed', locale))
      }
    }, 'learner'),
  },
]
