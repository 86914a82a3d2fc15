import type { Endpoint, PayloadRequest } from 'payload'
import { ZAssessmentTarget, ZNextBody, ZQuestionQuery, ZReviewQuery } from '../../../lib/contracts/assessments'
import { fail, ok } from '../../lib/respond'
import { answerRowsOf, answersOf } from '../../services/assessments/answers'
import { attemptsLeft, listAttempts, openAttemptOf, startAttempt } from '../../services/assessments/attempts'
import { attemptQuestions, questionCount } from '../../services/assessments/draw'
import { assessmentMessage } from '../../services/assessments/messages'
import { toQuestionView } from '../../services/assessments/question-view'
import { toReview } from '../../services/assessments/review'
import { saveAndMaybeSubmit } from './answer'
import { memberHandler, parseBody, type TMemberContext } from '../handlers'
import { parseQuery } from '../../lib/parse-query'
import { openAssessment, type TAssessmentContext } from './assessment-request'
import type { AssessmentAttempt } from '../../payload-types'
import type { Locale } from '../../../lib/i18n/config'

type THandler = (req: PayloadRequest, ctx: TAssessmentContext, member: TMemberContext) => Promise<Response>

// Built once: a zod v4 object schema compiles its parser on first use, about 60 µs, so one made per call paid it every call.
const ZAssessmentGetQuery = ZAssessmentTarget.passthrough()

function assessmentGet(path: string, handler: THandler): Endpoint {
  return {
    path,
    method: 'get',
    handler: memberHandler(async (req, member) => {
      const { data, error } = parseQuery(ZAssessmentGetQuery, req)
      if (error) return error
      const opened = await openAssessment(req, member.user, data, member.locale)
      return opened.error ?? handler(req, opened.ctx, member)
    }, 'learner'),
  }
}

/** Spec: validation answers success plus a message; 200 when the learner may start or resume, 403 otherwise. */
const validation: THandler = async (req, { assessment, attempts: read }, { user, locale }) => {
  const attempts = await listAttempts(req.payload, user.id, assessment, read)
  if (openAttemptOf(attempts)) return ok({ status: true, resume: true }, assessmentMessage('resume', locale))
  const left = attemptsLeft(attempts, assessment)
  if (!left) return fail(403, assessmentMessage('noAttemptsLeft', locale, { allowed: assessment.attemptsAllowed }))
  return ok({ status: true, resume: false }, assessmentMessage('available', locale, { left }))
}

const howToUse: THandler = async (req, { assessment, attempts: read }, { user }) => {
  const attempts = await listAttempts(req.payload, user.id, assessment, read)
  const submitted = attempts.filter((attempt) => attempt.submittedAt)
  return ok({
    assessmentId: assessment.id,
    type: assessment.kind,
    title: assessment.title,
    howToUse: { title: assessment.howToUseTitle ?? '', description: assessment.howToUse ?? '' },
    totalQuestion: await questionCount(req.payload, assessment),
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

/** Question `number` of the attempt as drawn, in the call's language, with the learner's saved response. */
async function questionView(req: PayloadRequest, assessment: TAssessmentContext['assessment'], attempt: AssessmentAttempt, number: number, locale: Locale) {
  const placed = await attemptQuestions(req.payload, assessment, attempt, locale)
  const id = placed[number - 1]?.question.id ?? ''
  return toQuestionView(placed, assessment, attempt, number, (await answersOf(req.payload, attempt.id)).get(id))
}

/** The open attempt's question `number`; an attempt past its deadline is closed and refused (409). */
const question: THandler = async (req, { assessment, attempts: read }, { user, locale }) => {
  const { data, error } = parseQuery(ZQuestionQuery, req)
  if (error) return error
  const attempts = await listAttempts(req.payload, user.id, assessment, read)
  const open = openAttemptOf(attempts)
  if (!open) return fail(attempts.length ? 409 : 404, assessmentMessage(attempts.length ? 'timeUp' : 'noOpenAttempt', locale))
  const view = await questionView(req, assessment, open, data.number, locale)
  return view ? ok(view) : fail(404, assessmentMessage('noQuestion', locale))
}

const review: THandler = async (req, { assessment, attempts: read }, { user, locale }) => {
  const { data, error } = parseQuery(ZReviewQuery, req)
  if (error) return error
  const submitted = (await listAttempts(req.payload, user.id, assessment, read)).filter((attempt) => attempt.submittedAt)
  // Only the caller's own attempts are listed, so another learner's attempt id is simply not found.
  const attempt = data.attemptId ? submitted.find((row) => row.id === data.attemptId) : submitted[submitted.length - 1]
  if (!attempt) return fail(404, assessmentMessage('noReview', locale))
  const [placed, rows] = await Promise.all([attemptQuestions(req.payload, assessment, attempt, locale), answerRowsOf(req.payload, attempt.id)])
  return ok(toReview(placed, assessment, attempt, rows))
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
const start = async (req: PayloadRequest, { assessment, attempts: read }: TAssessmentContext, { user, locale }: TMemberContext) => {
  const attempt = await startAttempt(req.payload, user.id, assessment, read)
  if (!attempt) return fail(403, assessmentMessage('noAttemptsLeft', locale, { allowed: assessment.attemptsAllowed }))
  const view = await questionView(req, assessment, attempt, 1, locale)
  return view ? ok(view) : fail(404, assessmentMessage('noQuestion', locale))
}

/** Spec section 7 "Assignments". */
export const assessmentTakingEndpoints: Endpoint[] = [
  assessmentGet('/online-course/interface-assignment/quiz-validation', validation),
  assessmentGet('/online-course/interface-assignment/exam-validation', validation),
  assessmentGet('/online-course/assignment/how-to-use', howToUse),
  assessmentGet('/online-course/interface-assignment', question),
  assessmentGet('/online-course/assignment-review', review),
  assessmentPost('/online-course/interface-assignment', ZAssessmentTarget, start),
  assessmentPost('/online-course/interface-assignment-next', ZNextBody, saveAndMaybeSubmit),
]
