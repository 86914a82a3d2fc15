import type { PayloadRequest, Where } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { userIsAdmin } from '../../access/is-admin'
import { taughtCourseIds } from '../../access/teaching'
import type { Assessment, AssessmentAttempt, User } from '../../payload-types'
import { attemptQuestions } from './draw'
import { pointsOf } from './question-kinds'
import { idOf } from '../../lib/relation-id'

/** At most this many essays are listed at once, oldest submission first. */
const QUEUE_LIMIT = 100

export type TGradingItem = {
  answerId: number
  attemptId: number
  courseId: number
  courseName: string
  assessmentTitle: string
  learnerName: string
  question: string
  maxPoints: number
  text: string
  submittedAt: string
}

/**
 * Essay answers waiting for a grade in the courses the user teaches (every course for an admin), optionally one
 * course: from attempts closed "awaiting grading", oldest first.
 */
export async function listGradingQueue(req: PayloadRequest, user: User, locale: Locale, courseId?: number): Promise<TGradingItem[]> {
  const { payload } = req
  const admin = userIsAdmin(user)
  const taught = admin ? null : await taughtCourseIds(req, user)
  if (taught && !taught.length) return []
  const courses = courseId ? (taught && !taught.includes(courseId) ? [] : [courseId]) : taught
  if (courses && !courses.length) return []
  const where: Where = { and: [{ awaitingGrading: { equals: true } }, { submittedAt: { exists: true } }, ...(courses ? [{ course: { in: courses } }] : [])] }
  const { docs: attempts } = await payload.find({ collection: 'assessment-attempts', where, sort: 'submittedAt', depth: 0, limit: QUEUE_LIMIT, overrideAccess: true })
  if (!attempts.length) return []
  const { docs: answers } = await payload.find({
    collection: 'assessment-answers',
    where: { and: [{ attempt: { in: attempts.map((attempt) => attempt.id) } }, { kind: { equals: 'essay' } }, { gradedAt: { exists: false } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ids = (key: 'assessment' | 'course' | 'user') => [...new Set(attempts.map((attempt) => idOf(attempt[key])))]
  const [assessments, courseDocs, learners] = await Promise.all([
    payload.find({ collection: 'assessments', where: { id: { in: ids('assessment') } }, depth: 0, limit: 0, pagination: false, locale, overrideAccess: true }),
    payload.find({ collection: 'courses', where: { id: { in: ids('course') } }, depth: 0, limit: 0, pagination: false, locale, overrideAccess: true, select: { name: true } }),
    payload.find({ collection: 'users', where: { id: { in: ids('user') } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { fullName: true } }),
  ])
  const assessmentById = new Map(assessments.docs.map((doc) => [doc.id, doc as Assessment]))
  const courseName = new Map(courseDocs.docs.map((doc) => [doc.id, doc.name ?? '']))
  const learnerName = new Map(learners.docs.map((doc) => [doc.id, doc.fullName ?? '']))
  const attemptById = new Map(attempts.map((attempt) => [attempt.id, attempt as AssessmentAttempt]))
  const items = await Promise.all(
    answers.map(async (answer) => {
      const attempt = attemptById.get(idOf(answer.attempt))
      const assessment = attempt && assessmentById.get(idOf(attempt.assessment))
      if (!attempt || !assessment) return null
      const question = (await attemptQuestions(payload, assessment, attempt, locale)).find((placed) => placed.question.id === answer.questionId)?.question
      if (!question) return null
      const response = answer.choices as { text?: string } | null
      return {
        answerId: answer.id,
        attemptId: attempt.id,
        courseId: idOf(attempt.course),
        courseName: courseName.get(idOf(attempt.course)) ?? '',
        assessmentTitle: assessment.title,
        learnerName: learnerName.get(idOf(attempt.user)) ?? '',
        question: question.question,
        maxPoints: pointsOf(question),
        text: typeof response?.text === 'string' ? response.text : '',
        submittedAt: attempt.submittedAt ?? '',
      }
    }),
  )
  return items.filter((item): item is TGradingItem => !!item).sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
}
