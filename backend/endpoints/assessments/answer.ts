import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { ZNextBody } from '../../../lib/contracts/assessments'
import { fail, ok } from '../../lib/respond'
import { parseAnswer } from '../../services/assessments/answer-input'
import { answersOf, saveAnswer } from '../../services/assessments/answers'
import { closeAttempt, closeIfExpired, listAttempts } from '../../services/assessments/attempts'
import { attemptQuestions } from '../../services/assessments/draw'
import { assessmentMessage } from '../../services/assessments/messages'
import { toQuestionView } from '../../services/assessments/question-view'
import { issueCertificateIfComplete } from '../../services/certificates/issue-certificate'
import type { TMemberContext } from '../handlers'
import type { TAssessmentContext } from './assessment-request'

/**
 * Saves one answer and moves on (200 with the next number and that question, as GET interface-assignment shows it:
 * the browser needs no second call), or submits after the last question or on `finish` (201 with the result). The answer is checked against its question's kind (400 with the reason). Refused after
 * the deadline (the attempt is closed at its deadline) or once submitted (409).
 */
export async function saveAndMaybeSubmit(req: PayloadRequest, { assessment, attempts: read }: TAssessmentContext, { user, locale }: TMemberContext, body: z.output<typeof ZNextBody>) {
  const attempt = (await listAttempts(req.payload, user.id, assessment, read)).find((row) => row.id === body.attemptId)
  if (!attempt) return fail(404, assessmentMessage('noOpenAttempt', locale))
  if (attempt.submittedAt) return fail(409, assessmentMessage(new Date(attempt.submittedAt).getTime() === new Date(attempt.deadline).getTime() ? 'timeUp' : 'alreadySubmitted', locale))
  const placed = await attemptQuestions(req.payload, assessment, attempt, locale)
  const index = placed.findIndex(({ question }) => question.id === body.questionId)
  if (index < 0) return fail(404, assessmentMessage('noQuestion', locale))
  const parsed = parseAnswer(placed[index], body)
  if (parsed.error) return fail(400, assessmentMessage(parsed.error, locale, parsed.values))
  if (await closeIfExpired(req.payload, attempt, assessment)) return fail(409, assessmentMessage('timeUp', locale))
  if (parsed.response !== null) await saveAnswer(req.payload, attempt.id, body.questionId, parsed.response, placed[index].question.kind)
  if (!body.finish && index + 1 < placed.length) {
    const saved = (await answersOf(req.payload, attempt.id)).get(placed[index + 1]!.question.id ?? '')
    return ok({ number: index + 2, totalQuestion: placed.length, finished: false, question: toQuestionView(placed, assessment, attempt, index + 2, saved) })
  }
  const closed = await closeAttempt(req.payload, attempt, assessment, new Date())
  if (!closed) return fail(409, assessmentMessage('alreadySubmitted', locale))
  // A passed quiz or exam can be the last step of the course: the certificate follows at once (issue 8).
  const courseId = typeof assessment.course === 'object' ? assessment.course?.id : assessment.course
  if (closed.passed && courseId) await issueCertificateIfComplete(req.payload, user.id, courseId)
  const result = { number: 0, totalQuestion: placed.length, finished: true, attemptId: closed.id, score: closed.score ?? 0, passed: !!closed.passed, awaitingGrading: !!closed.awaitingGrading }
  const response = ok(result, assessmentMessage(closed.awaitingGrading ? 'submittedAwaitingGrading' : 'submitted', locale))
  return new Response(response.body, { status: 201, headers: response.headers })
}
