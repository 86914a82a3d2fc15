import type { Endpoint, PayloadRequest } from 'payload'
import { ZAssessmentTarget, ZNextBody, ZQuestionQuery, ZReviewQuery } from '../../../lib/contracts/assessments'
import { fail, ok } from '../../lib/respond'
import { answersOf, attemptsLeft, closeAttempt, closeIfExpired, findAttempt, listAttempts, openAttemptOf, questionsOf, saveAnswer, startAttempt } from '../../services/assessments/attempts'
import { assessmentMessage } from '../../services/assessments/messages'
import { issueCertificateIfComplete } from '../../services/certificates/issue-certificate'
import { toQuestionView, toReview } from '../../services/assessments/shapes'
import { memberHandler, parseBody, type TMemberContext } from '../handlers'
import { parseQuery } from '../../lib/parse-query'
import { openAssessment, type TAssessmentContext } from './assessment-request'

type THandler = (req: PayloadRequest, ctx: TAssessmentContext, member: TMemberContext) => Promise<Response>

function assessmentGet(path: string, handler: THandler): Endpoint {
  return {
    path,
    method: 'get',
    handler: memberHandler(async (req, member) => {
      const { data, error } = parseQuery(ZAssessmentTarget.passthrough(), req)
      if (error) return error
      const opened = await openAssessment(req, member.user, data, member.locale)
      return opened.error ?? handler(req, opened.ctx, member)
    }, 'learner'),
  }
}

/** Spec: validation answers success plus a message; 200 when the learner may start or resume, 403 otherwise. */
const validation: THandler = async (req, { assessment }, { user, locale }) => {
  const attempts = await listAttempts(req.payload, user.id, assessment)
  if (openAttemptOf(attempts)) return ok({ status: true, resume: true }, assessmentMessage('resume', locale))
  const left = attemptsLeft(attempts, assessment)
  if (!left) return fail(403, assessmentMessage('noAttemptsLeft', locale, { allowed: assessment.attemptsAllowed }))
  return ok({ status: true, resume: false }, assessmentMessage('available', locale, { left }))
}

const howToUse: THandler = async (req, { assessment }, { user }) => {
  const attempts = await listAttempts(req.payload, user.id, assessment)
  const submitted = attempts.filter((attempt) => attempt.submittedAt)
  return ok({
    assessmentId: assessment.id,
    type: assessment.kind,
    title: assessment.title,
    howToUse: { title: assessment.howToUseTitle ?? '', description: assessment.howToUse ?? '' },
    totalQuestion: questionsOf(assessment).length,
    passingGrade: assessment.passingGrade,
    weight: assessment.weight,
    timeLimitMinutes: assessment.timeLimitMinutes,
    attemptsAllowed: assessment.attemptsAllowed,
    attemptsUsed: attempts.length,
    inProgress: !!openAttemptOf(attempts),
    lastResult: submitted.length ? { score: submitted[submitted.length - 1].score ?? 0, passed: !!submitted[submitted.length - 1].passed } : null,
    passed: submitted.some((attempt) => attempt.passed),
  })
}

/** The open attempt's question `number`; an attempt past its deadline is closed and refused (409). */
const question: THandler = async (req, { assessment }, { user, locale }) => {
  const { data, error } = parseQuery(ZQuestionQuery, req)
  if (error) return error
  const attempts = await listAttempts(req.payload, user.id, assessment)
  const open = openAttemptOf(attempts)
  if (!open) return fail(attempts.length ? 409 : 404, assessmentMessage(attempts.length ? 'timeUp' : 'noOpenAttempt', locale))
  const view = toQuestionView(assessment, open, data.number, (await answersOf(req.payload, open.id)).get(questionsOf(assessment)[data.number - 1]?.id ?? '') ?? [])
  return view ? ok(view) : fail(404, assessmentMessage('noQuestion', locale))
}

const review: THandler = async (req, { assessment }, { user, locale }) => {
  const { data, error } = parseQuery(ZReviewQuery, req)
  if (error) return error
  const submitted = (await listAttempts(req.payload, user.id, assessment)).filter((attempt) => attempt.submittedAt)
  // Only the caller's own attempts are listed, so another learner's attempt id is simply not found.
  const attempt = data.attemptId ? submitted.find((row) => row.id === data.attemptId) : submitted[submitted.length - 1]
  if (!attempt) return fail(404, assessmentMessage('noReview', locale))
  return ok(toReview(assessment, attempt, await answersOf(req.payload, attempt.id)))
}

function assessmentPost(path: string, schema: typeof ZAssessmentTarget | typeof ZNextBody, handler: (req: PayloadRequest, ctx: TAssessmentContext, member: TMemberContext, body: never) => Promise<Response>): Endpoint {
  return {
    path,
    method: 'post',
    handler: memberHandler(async (req, member) => {
      const { data, error } = await parseBody(schema, req)
      if (error) return error
      const opened = await openAssessment(req, member.user, data, member.locale)
      return opened.error ?? handler(req, opened.ctx, member, data as never)
    }, 'learner'),
  }
}

/** Starts an attempt (or resumes the open one): the server sets its start and deadline. */
const start = async (req: PayloadRequest, { assessment }: TAssessmentContext, { user, locale }: TMemberContext) => {
  const attempt = await startAttempt(req.payload, user.id, assessment)
  if (!attempt) return fail(403, assessmentMessage('noAttemptsLeft', locale, { allowed: assessment.attemptsAllowed }))
  const view = toQuestionView(assessment, attempt, 1, (await answersOf(req.payload, attempt.id)).get(questionsOf(assessment)[0]?.id ?? '') ?? [])
  return view ? ok(view) : fail(404, assessmentMessage('noQuestion', locale))
}

/**
 * Saves one answer and moves on (200 with the next number), or submits after the last question or on `finish`
 * (201 with the result). Refused after the deadline (the attempt is closed at its deadline) or once submitted.
 */
const next = async (req: PayloadRequest, { assessment }: TAssessmentContext, { user, locale }: TMemberContext, body: import('zod').infer<typeof ZNextBody>) => {
  const attempt = (await listAttempts(req.payload, user.id, assessment)).find((row) => row.id === body.attemptId)
  if (!attempt) return fail(404, assessmentMessage('noOpenAttempt', locale))
  if (attempt.submittedAt) return fail(409, assessmentMessage(new Date(attempt.submittedAt).getTime() === new Date(attempt.deadline).getTime() ? 'timeUp' : 'alreadySubmitted', locale))
  const questions = questionsOf(assessment)
  const index = questions.findIndex((row) => row.id === body.questionId)
  if (index < 0) return fail(404, assessmentMessage('noQuestion', locale))
  const optionIds = new Set((questions[index].options ?? []).map((option) => option.id))
  const single = questions[index].kind !== 'multiple'
  if (body.choices.some((choice) => !optionIds.has(choice)) || (single && body.choices.length > 1)) return fail(400, assessmentMessage('badChoice', locale))
  if (await closeIfExpired(req.payload, attempt, assessment)) return fail(409, assessmentMessage('timeUp', locale))
  await saveAnswer(req.payload, attempt.id, body.questionId, body.choices)
  if (!body.finish && index + 1 < questions.length) return ok({ number: index + 2, totalQuestion: questions.length, finished: false })
  const counted = await closeAttempt(req.payload, attempt, assessment, new Date())
  if (!counted) return fail(409, assessmentMessage('alreadySubmitted', locale))
  const closed = await findAttempt(req.payload, attempt.id)
  if (!closed) return fail(404, assessmentMessage('noOpenAttempt', locale))
  // A passed quiz or exam can be the last step of the course: the certificate follows at once (issue 8).
  const courseId = typeof assessment.course === 'object' ? assessment.course?.id : assessment.course
  if (closed.passed && courseId) await issueCertificateIfComplete(req.payload, user.id, courseId)
  const response = ok({ number: 0, totalQuestion: questions.length, finished: true, attemptId: closed.id, score: closed.score ?? 0, passed: !!closed.passed }, assessmentMessage('submitted', locale))
  return new Response(response.body, { status: 201, headers: response.headers })
}

/** Spec section 7 "Assignments". */
export const assessmentTakingEndpoints: Endpoint[] = [
  assessmentGet('/online-course/interface-assignment/quiz-validation', validation),
  assessmentGet('/online-course/interface-assignment/exam-validation', validation),
  assessmentGet('/online-course/assignment/how-to-use', howToUse),
  assessmentGet('/online-course/interface-assignment', question),
  assessmentGet('/online-course/assignment-review', review),
  assessmentPost('/online-course/interface-assignment', ZAssessmentTarget, start),
  assessmentPost('/online-course/interface-assignment-next', ZNextBody, next),
]
