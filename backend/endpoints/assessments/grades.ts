import type { Endpoint } from 'payload'
import { ZGradeDetailQuery, ZGradeQuery, ZGradeReviewedBody } from '../../../lib/contracts/assessments'
import { fail, ok } from '../../lib/respond'
import { withAccommodations } from '../../services/assessments/accommodations'
import { listAttempts } from '../../services/assessments/attempts'
import { courseBanks, courseGrades } from '../../services/assessments/grades'
import { assessmentMessage } from '../../services/assessments/messages'
import { toGradeRow } from '../../services/assessments/shapes'
import { isExamAvailable } from '../../services/courses/progress'
import { memberHandler, parseBody } from '../handlers'
import { parseQuery } from '../../lib/parse-query'
import { openCourse } from '../courses/course-request'

/** Spec section 7: grade (the learner's rows), grade-detail (one row with its attempts), grade-detail-reviewed. */
export const gradeEndpoints: Endpoint[] = [
  {
    path: '/online-course/grade',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZGradeQuery, req)
      if (error) return error
      const opened = await openCourse(req, user, data.courseId, locale)
      if (opened.error) return opened.error
      const { course, outline, progress } = opened.ctx
      const grades = await courseGrades(req.payload, user.id, course.id, outline, locale, true)
      return ok({ courseId: course.id, slug: course.slug, courseName: course.name, examAvailable: isExamAvailable(!!course.finalExam, progress), progress, grades })
    }, 'learner'),
  },
  {
    path: '/online-course/grade-detail',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZGradeDetailQuery, req)
      if (error) return error
      const opened = await openCourse(req, user, data.courseId, locale)
      if (opened.error) return opened.error
      const found = (await courseBanks(req.payload, opened.ctx.course.id, opened.ctx.outline, locale)).find(({ bank }) => bank.id === data.assessmentId)
      if (!found) return fail(404, assessmentMessage('failed', locale))
      const attempts = await listAttempts(req.payload, user.id, found.bank)
      return ok(
        {
          ...toGradeRow(await withAccommodations(req.payload, user.id, found.bank), attempts, found.chapterId),
          attempts: attempts.map((attempt) => ({ attemptId: attempt.id, number: attempt.number, startedAt: attempt.startedAt, submittedAt: attempt.submittedAt ?? null, score: attempt.score ?? null, passed: !!attempt.passed, awaitingGrading: !!attempt.awaitingGrading })),
        },
        assessmentMessage('success', locale),
      )
    }, 'learner'),
  },
  {
    path: '/online-course/grade-detail-reviewed',
    method: 'post',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = await parseBody(ZGradeReviewedBody, req)
      if (error) return error
      const opened = await openCourse(req, user, data.courseId, locale)
      if (opened.error) return opened.error
      const found = (await courseBanks(req.payload, opened.ctx.course.id, opened.ctx.outline, locale)).find(({ bank }) => bank.id === data.assessmentId)
      if (!found) return fail(404, assessmentMessage('failed', locale))
      await req.payload.update({
        collection: 'assessment-attempts',
        where: { and: [{ user: { equals: user.id } }, { assessment: { equals: found.bank.id } }, { submittedAt: { exists: true } }] },
        data: { reviewed: true },
        overrideAccess: true,
        depth: 0,
      })
      return ok({ isViewed: true }, assessmentMessage('success', locale))
    }, 'learner'),
  },
]
