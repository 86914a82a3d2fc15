import type { Payload, Where } from 'payload'
import type { Assessment, AssessmentAttempt } from '../../payload-types'
import { closeAttemptOnce } from './close-attempt'
import { scoreAnswers, type TBankQuestion } from './scoring'

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' && value ? value.id : (value ?? 0))

export const questionsOf = (assessment: Assessment) => (assessment.questions ?? []) as TBankQuestion[]

export async function answersOf(payload: Payload, attemptId: number): Promise<Map<string, string[]>> {
  const { docs } = await payload.find({ collection: 'assessment-answers', where: { attempt: { equals: attemptId } }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
  return new Map(docs.map((doc) => [doc.questionId, Array.isArray(doc.choices) ? (doc.choices as string[]) : []]))
}

/** Scores the attempt from its saved answers and closes it at `at`; false when it was already closed. */
export async function closeAttempt(payload: Payload, attempt: AssessmentAttempt, assessment: Assessment, at: Date): Promise<boolean> {
  const { score, passed } = scoreAnswers(questionsOf(assessment), await answersOf(payload, attempt.id), assessment.passingGrade)
  return closeAttemptOnce(payload, attempt.id, { submittedAt: at.toISOString(), score, passed })
}

/** Still open although its deadline has passed. */
export const isExpired = (attempt: Pick<AssessmentAttempt, 'submittedAt' | 'deadline'>, now = new Date()) => !attempt.submittedAt && new Date(attempt.deadline) <= now

/**
 * An attempt left open past its deadline is closed at the deadline (not at the time someone looks), whoever asks
 * first: the learner coming back, the grades page, progress. So the result never depends on when they return.
 */
export async function closeIfExpired(payload: Payload, attempt: AssessmentAttempt, assessment: Assessment, now = new Date()): Promise<boolean> {
  if (!isExpired(attempt, now)) return false
  await closeAttempt(payload, attempt, assessment, new Date(attempt.deadline))
  return true
}

/** A learner's attempts at one bank, oldest first, with any expired one closed first. */
export async function listAttempts(payload: Payload, userId: number, assessment: Assessment): Promise<AssessmentAttempt[]> {
  const find = () =>
    payload.find({
      collection: 'assessment-attempts',
      where: { and: [{ user: { equals: userId } }, { assessment: { equals: assessment.id } }] },
      sort: 'number',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
  const { docs } = await find()
  const closed = await Promise.all(docs.map((attempt) => closeIfExpired(payload, attempt, assessment)))
  return closed.some(Boolean) ? (await find()).docs : docs
}

export const openAttemptOf = (attempts: AssessmentAttempt[]) => attempts.find((attempt) => !attempt.submittedAt) ?? null
export const attemptsLeft = (attempts: AssessmentAttempt[], assessment: Assessment) => Math.max(0, assessment.attemptsAllowed - attempts.length)

/**
 * The attempt in progress, or a new one when attempts are left. The number comes from the count and
 * `attemptKey` is unique, so two starts at once create one attempt and the loser resumes it.
 */
export async function startAttempt(payload: Payload, userId: number, assessment: Assessment): Promise<AssessmentAttempt | null> {
  const attempts = await listAttempts(payload, userId, assessment)
  const open = openAttemptOf(attempts)
  if (open) return open
  if (attempts.length >= assessment.attemptsAllowed) return null
  const number = attempts.length + 1
  const startedAt = new Date()
  const deadline = new Date(startedAt.getTime() + assessment.timeLimitMinutes * 60_000)
  try {
    return await payload.create({
      collection: 'assessment-attempts',
      data: {
        user: userId,
        assessment: assessment.id,
        course: idOf(assessment.course),
        number,
        attemptKey: `${userId}:${assessment.id}:${number}`,
        startedAt: startedAt.toISOString(),
        deadline: deadline.toISOString(),
      },
      depth: 0,
      disableTransaction: true,
      overrideAccess: true,
    })
  } catch {
    return openAttemptOf(await listAttempts(payload, userId, assessment))
  }
}

/**
 * Saves (or replaces) the choices for one question; unique (attempt, question) keeps one row. Like the other
 * learner writes (attempt, lecture mark, enrolment) it is one row of one table with no hooks, so the insert is
 * atomic by itself and runs without Payload's BEGIN ... COMMIT around it.
 */
export async function saveAnswer(payload: Payload, attemptId: number, questionId: string, choices: string[]): Promise<void> {
  const where: Where = { and: [{ attempt: { equals: attemptId } }, { questionId: { equals: questionId } }] }
  const update = () => payload.update({ collection: 'assessment-answers', where, data: { choices }, overrideAccess: true, depth: 0 })
  const { totalDocs } = await payload.count({ collection: 'assessment-answers', where, overrideAccess: true })
  if (totalDocs) {
    await update()
    return
  }
  try {
    await payload.create({ collection: 'assessment-answers', data: { attempt: attemptId, questionId, choices }, overrideAccess: true, depth: 0, disableTransaction: true })
  } catch {
    await update()
  }
}
