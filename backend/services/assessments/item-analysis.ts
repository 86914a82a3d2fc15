import type { PayloadRequest } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { userIsAdmin } from '../../access/is-admin'
import { taughtCourseIds } from '../../access/teaching'
import type { AssessmentAttempt, User } from '../../payload-types'
import { attemptQuestions } from './draw'
import { mayGrade } from './grading'
import { itemStatistics, type TItemObservation, type TItemStatistics } from './item-statistics'
import { pointsOf, type TQuestionKind } from './question-kinds'
import { idOf } from '../../lib/relation-id'

/** The most recent attempts analysed: enough for stable figures, bounded work per call. */
const MAX_ATTEMPTS = 1000

export type TAnalysable = { assessmentId: number; title: string; kind: 'quiz' | 'exam'; courseName: string }
export type TItemRow = TItemStatistics & { questionId: string; question: string; kind: TQuestionKind }
export type TItemAnalysis = { assessmentId: number; title: string; attempts: number; items: TItemRow[] }

/** The quizzes and exams of the courses the user teaches (every course for an admin). */
export async function listAnalysable(req: PayloadRequest, user: User, locale: Locale): Promise<TAnalysable[]> {
  const courses = userIsAdmin(user) ? null : await taughtCourseIds(req, user)
  if (courses && !courses.length) return []
  const { docs } = await req.payload.find({ collection: 'assessments', where: courses ? { course: { in: courses } } : {}, depth: 1, limit: 200, locale, overrideAccess: true, select: { title: true, kind: true, course: true } })
  return docs.map((doc) => ({ assessmentId: doc.id, title: doc.title, kind: doc.kind, courseName: typeof doc.course === 'object' && doc.course ? doc.course.name : '' }))
}

/**
 * Facility and discrimination per question of one assessment, over its closed and counted attempts (an attempt
 * awaiting an essay grade is left out). Null when the user does not teach its course.
 */
export async function itemAnalysis(req: PayloadRequest, user: User, assessmentId: number, locale: Locale): Promise<TItemAnalysis | 'forbidden' | null> {
  const { payload } = req
  const assessment = await payload.findByID({ collection: 'assessments', id: assessmentId, depth: 0, locale, overrideAccess: true, disableErrors: true })
  if (!assessment) return null
  if (!(await mayGrade(req, user, idOf(assessment.course)))) return 'forbidden'
  const { docs: attempts } = await payload.find({
    collection: 'assessment-attempts',
    where: { and: [{ assessment: { equals: assessmentId } }, { submittedAt: { exists: true } }, { awaitingGrading: { not_equals: true } }] },
    sort: '-submittedAt',
    depth: 0,
    limit: MAX_ATTEMPTS,
    overrideAccess: true,
  })
  const { docs: answers } = attempts.length
    ? await payload.find({ collection: 'assessment-answers', where: { attempt: { in: attempts.map((attempt) => attempt.id) } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { attempt: true, questionId: true, credit: true } })
    : { docs: [] }
  const credit = new Map(answers.map((answer) => [`${idOf(answer.attempt)}:${answer.questionId}`, answer.credit ?? 0]))
  const observations = new Map<string, TItemObservation[]>()
  const shown = new Map<string, { question: string; kind: TQuestionKind }>()
  for (const attempt of attempts as AssessmentAttempt[]) {
    const items = (await attemptQuestions(payload, assessment, attempt, locale)).map(({ question }) => {
      shown.set(question.id ?? '', { question: question.question, kind: question.kind })
      return { id: question.id ?? '', points: pointsOf(question), credit: credit.get(`${attempt.id}:${question.id}`) ?? 0 }
    })
    const total = items.reduce((sum, item) => sum + item.points, 0)
    const earned = items.reduce((sum, item) => sum + item.points * item.credit, 0)
    for (const item of items) {
      const rest = total - item.points
      const list = observations.get(item.id) ?? []
      list.push({ credit: item.credit, restScore: rest > 0 ? (100 * (earned - item.points * item.credit)) / rest : 0 })
      observations.set(item.id, list)
    }
  }
  return {
    assessmentId,
    title: assessment.title,
    attempts: attempts.length,
    items: [...observations].map(([questionId, list]) => ({ questionId, ...shown.get(questionId)!, ...itemStatistics(list) })),
  }
}
