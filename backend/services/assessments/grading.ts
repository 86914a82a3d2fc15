import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { titleSlug } from '../../../lib/format/slug'
import { userIsAdmin } from '../../access/is-admin'
import { taughtCourseIds } from '../../access/teaching'
import type { Assessment, AssessmentAnswer, AssessmentAttempt, User } from '../../payload-types'
import { issueCertificateIfComplete } from '../certificates/issue-certificate'
import { findCourse } from '../courses/find-course'
import { createNotification } from '../notifications/create-notification'
import { findAttempt } from './attempts'
import { attemptQuestions } from './draw'
import { assessmentMessage, type TAssessmentMessage } from './messages'
import { pointsOf } from './question-kinds'
import { scoreAttempt } from './score-attempt'
import { idOf } from '../../lib/relation-id'


export type TGradeInput = { answerId: number; points: number; feedback?: string }
export type TGradeOutcome = { ok: true; attempt: AssessmentAttempt } | { ok: false; status: number; message: TAssessmentMessage; values?: Record<string, number> }

/** Admins grade every course's essays; lecturers and mentors those of the courses they teach. */
export async function mayGrade(req: PayloadRequest, user: User, courseId: number): Promise<boolean> {
  return userIsAdmin(user) || (await taughtCourseIds(req, user)).includes(courseId)
}

async function loadAssessment(payload: Payload, attempt: AssessmentAttempt, locale: Locale): Promise<Assessment> {
  return payload.findByID({ collection: 'assessments', id: idOf(attempt.assessment), depth: 0, locale, overrideAccess: true })
}

/** Where the learner reads the graded attempt: the quiz's or the exam's review page. */
async function reviewPermalink(payload: Payload, assessment: Assessment, slug: string, title: string): Promise<string> {
  if (assessment.kind === 'exam') return `/online-course/exam-review/${slug}/${titleSlug(title) || 'exam'}`
  const lecture = await payload.findByID({ collection: 'course-lectures', id: idOf(assessment.lecture), depth: 0, overrideAccess: true, disableErrors: true })
  return `/online-course/quiz-review/${slug}/${idOf(lecture?.chapter as number | null)}/${titleSlug(title) || 'quiz'}`
}

/**
 * Scores a closed attempt again from its answers' credits (graded essays count their grade), clears "awaiting
 * grading" once no answered essay is left ungraded, and, when that passes it, issues the certificate the same
 * way a submit does.
 */
export async function rescoreAttempt(payload: Payload, attempt: AssessmentAttempt, saving?: AssessmentAnswer): Promise<AssessmentAttempt> {
  const assessment = await loadAssessment(payload, attempt, 'id')
  const { score, passed, awaitingGrading } = await scoreAttempt(payload, attempt, assessment, saving)
  const updated = await payload.update({ collection: 'assessment-attempts', id: attempt.id, data: { score, passed, awaitingGrading }, depth: 0, overrideAccess: true, context: { grading: true } })
  if (passed) await issueCertificateIfComplete(payload, idOf(attempt.user), idOf(attempt.course))
  return updated
}

async function notifyLearner(payload: Payload, attempt: AssessmentAttempt) {
  const [assessmentId, assessmentEn, course] = await Promise.all([
    loadAssessment(payload, attempt, 'id'),
    loadAssessment(payload, attempt, 'en'),
    findCourse(payload, idOf(attempt.course), 'id'),
  ])
  if (!course) return
  const values = (locale: Locale) => ({ title: locale === 'id' ? assessmentId.title : assessmentEn.title || assessmentId.title, score: attempt.score ?? 0 })
  try {
    await createNotification(payload, {
      userId: idOf(attempt.user),
      type: 'online-course',
      intro: { id: assessmentMessage('gradedNotice', 'id', values('id')), en: assessmentMessage('gradedNotice', 'en', values('en')) },
      permalink: await reviewPermalink(payload, assessmentId, course.slug, course.name),
    })
  } catch (error) {
    payload.logger.error({ err: error, attempt: attempt.id }, 'essay graded but the notice failed')
  }
}

export type TGradeCheck = { ok: true; attempt: AssessmentAttempt; max: number } | { ok: false; status: number; message: TAssessmentMessage; values?: Record<string, number> }

/** Whether `user` may give `points` to the essay answer: its course taught, its attempt submitted, within its points. */
export async function checkGrade(req: PayloadRequest, user: User, answer: AssessmentAnswer | null, points: number): Promise<TGradeCheck> {
  const { payload } = req
  if (!answer || answer.kind !== 'essay') return { ok: false, status: 404, message: 'essayNotFound' }
  const attempt = await findAttempt(payload, idOf(answer.attempt))
  if (!attempt) return { ok: false, status: 404, message: 'essayNotFound' }
  if (!(await mayGrade(req, user, idOf(attempt.course)))) return { ok: false, status: 403, message: 'notTeaching' }
  if (!attempt.submittedAt) return { ok: false, status: 409, message: 'notSubmittedYet' }
  const assessment = await loadAssessment(payload, attempt, 'id')
  const question = (await attemptQuestions(payload, assessment, attempt, 'id')).find((placed) => placed.question.id === answer.questionId)?.question
  if (!question) return { ok: false, status: 404, message: 'essayNotFound' }
  const max = pointsOf(question)
  if (!(points >= 0) || points > max) return { ok: false, status: 400, message: 'pointsTooHigh', values: { max } }
  return { ok: true, attempt, max }
}

/** The fields a grade sets on the answer: credit = points / the question's points. */
export const gradeFields = (points: number, max: number, userId: number) => ({ gradedPoints: points, credit: max ? points / max : 1, gradedAt: new Date().toISOString(), gradedBy: userId })

/** After a grade is stored: the attempt scored again, and the learner told once nothing is left to grade. */
export async function afterGrade(payload: Payload, attempt: AssessmentAttempt, saving?: AssessmentAnswer): Promise<AssessmentAttempt> {
  const rescored = await rescoreAttempt(payload, attempt, saving)
  if (!rescored.awaitingGrading) await notifyLearner(payload, rescored)
  return rescored
}

/**
 * A lecturer's grade for one essay answer: points (0..the question's points) and optional feedback. The answer's
 * credit is points / question points; the attempt is scored again and the learner is told. Grading again replaces it.
 * /admin reaches the same rules through the answer's hooks (backend/collections/AssessmentAnswers/grade-hooks.ts).
 */
export async function gradeEssay(req: PayloadRequest, user: User, input: TGradeInput): Promise<TGradeOutcome> {
  const { payload } = req
  const answer = (await payload.findByID({ collection: 'assessment-answers', id: input.answerId, depth: 0, overrideAccess: true, disableErrors: true })) as AssessmentAnswer | null
  const check = await checkGrade(req, user, answer, input.points)
  if (!check.ok) return check
  await payload.update({
    collection: 'assessment-answers',
    id: input.answerId,
    data: { ...gradeFields(input.points, check.max, user.id), feedback: input.feedback ?? null },
    depth: 0,
    overrideAccess: true,
    context: { grading: true },
  })
  return { ok: true, attempt: await afterGrade(payload, check.attempt) }
}
