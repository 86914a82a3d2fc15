import type { Endpoint } from 'payload'
import { ZGradeEssayBody, ZGradingQueueQuery, ZItemAnalysisQuery } from '../../../lib/contracts/assessments'
import { fail, ok } from '../../lib/respond'
import { parseQuery } from '../../lib/parse-query'
import { gradeEssay } from '../../services/assessments/grading'
import { listGradingQueue } from '../../services/assessments/grading-queue'
import { itemAnalysis, listAnalysable } from '../../services/assessments/item-analysis'
import { assessmentMessage } from '../../services/assessments/messages'
import { memberHandler, parseBody } from '../handlers'

/**
 * The essay grading queue of the course's lecturers and mentors (admins: every course): the ungraded essay answers,
 * and the call that grades one. Staff of another course are refused (403), learners too (the staff audience).
 */
export const gradingEndpoints: Endpoint[] = [
  {
    path: '/online-course/grading-queue',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZGradingQueueQuery, req)
      if (error) return error
      return ok({ items: await listGradingQueue(req, user, locale, data.courseId) })
    }, 'staff'),
  },
  {
    path: '/online-course/grading-queue/grade',
    method: 'post',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = await parseBody(ZGradeEssayBody, req)
      if (error) return error
      const outcome = await gradeEssay(req, user, data)
      if (!outcome.ok) return fail(outcome.status, assessmentMessage(outcome.message, locale, outcome.values))
      const { id, score, passed, awaitingGrading } = outcome.attempt
      return ok({ attemptId: id, score: score ?? 0, passed: !!passed, awaitingGrading: !!awaitingGrading }, assessmentMessage('graded', locale))
    }, 'staff'),
  },
  {
    // Facility and discrimination per question, for the course's teaching staff; the list of assessments without an id.
    path: '/online-course/item-analysis',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(ZItemAnalysisQuery, req)
      if (error) return error
      if (!data.assessmentId) return ok({ assessments: await listAnalysable(req, user, locale) })
      const analysis = await itemAnalysis(req, user, data.assessmentId, locale)
      if (analysis === 'forbidden') return fail(403, assessmentMessage('notTeaching', locale))
      return analysis ? ok(analysis) : fail(404, assessmentMessage('noAssessment', locale))
    }, 'staff'),
  },
]
