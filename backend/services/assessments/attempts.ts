import type { Payload } from 'payload'
import { flatQuery, insertFlatOnce } from '../../lib/flat-rows'
import type { Assessment, AssessmentAttempt } from '../../payload-types'
import { writeCredits } from './answers'
import { closeAttemptOnce } from './close-attempt'
import { newDraw } from './draw'
import { scoreAttempt } from './score-attempt'
import { idOf } from '../../lib/relation-id'


const attemptsInCourse = flatQuery<AssessmentAttempt, { user: number; course: number }>('attempts_in_course', 'assessment-attempts', (table, { and, eq }, param) => ({
  where: and(eq(table.user as never, param('user')), eq(table.course as never, param('course'))),
}))
const attemptsAtBank = flatQuery<AssessmentAttempt, { user: number; assessment: number }>('attempts_at_bank', 'assessment-attempts', (table, { and, asc, eq }, param) => ({
  where: and(eq(table.user as never, param('user')), eq(table.assessment as never, param('assessment'))),
  orderBy: [asc(table.number as never)],
}))

const attemptById = flatQuery<AssessmentAttempt, { id: number }>('attempt_by_id', 'assessment-attempts', (table, { eq }, param) => ({
  where: eq(table.id as never, param('id')),
  limit: 1,
}))

export async function findAttempt(payload: Payload, attemptId: number): Promise<AssessmentAttempt | null> {
  return (await attemptById(payload, { id: attemptId }))[0] ?? null
}

/** A learner's attempts in one course, at any of its banks. */
export function listCourseAttempts(payload: Payload, userId: number, courseId: number): Promise<AssessmentAttempt[]> {
  return attemptsInCourse(payload, { user: userId, course: courseId })
}

/**
 * Scores the attempt from its saved answers and closes it at `at`, then stores each answer's credit: the closed
 * attempt, or null when it was already closed. With an ungraded essay it closes awaiting grading
 * (backend/services/assessments/grading.ts).
 */
export async function closeAttempt(payload: Payload, attempt: AssessmentAttempt, assessment: Assessment, at: Date): Promise<AssessmentAttempt | null> {
  const { score, passed, awaitingGrading, credits } = await scoreAttempt(payload, attempt, assessment)
  const closed = await closeAttemptOnce(payload, attempt.id, { submittedAt: at.toISOString(), score, passed, awaitingGrading })
  if (closed) await writeCredits(payload, attempt.id, credits)
  return closed
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

/**
 * The attempts read, with every expired one among them closed at its deadline (its bank from `bankOf`, asked only for
 * an expired attempt) and, when one was, read again by `reread`: whoever lists attempts first (the learner, the grades
 * page, progress, the lecturer's report) sees them closed.
 */
export async function withExpiredClosed(
  payload: Payload,
  attempts: AssessmentAttempt[],
  bankOf: (attempt: AssessmentAttempt) => Assessment | undefined | Promise<Assessment | undefined>,
  reread: () => Promise<AssessmentAttempt[]>,
): Promise<AssessmentAttempt[]> {
  const now = new Date()
  const closed = await Promise.all(
    attempts.map(async (attempt) => {
      if (!isExpired(attempt, now)) return false
      const bank = await bankOf(attempt)
      return bank ? closeIfExpired(payload, attempt, bank, now) : false
    }),
  )
  return closed.some(Boolean) ? reread() : attempts
}

/**
 * A learner's attempts at each of the course's banks, oldest first, with any expired one closed first: listAttempts
 * for every bank at once, one query for the course instead of one per bank (the grades page, issue 26).
 */
export async function listAttemptsByBank(payload: Payload, userId: number, courseId: number, banks: Assessment[]): Promise<Map<number, AssessmentAttempt[]>> {
  const bankById = new Map(banks.map((bank) => [bank.id, bank]))
  const find = () => listCourseAttempts(payload, userId, courseId)
  const attempts = await withExpiredClosed(payload, await find(), (attempt) => bankById.get(idOf(attempt.assessment)), find)
  const byBank = new Map(banks.map((bank) => [bank.id, [] as AssessmentAttempt[]]))
  for (const attempt of [...attempts].sort((a, b) => a.number - b.number)) byBank.get(idOf(attempt.assessment))?.push(attempt)
  return byBank
}

/**
 * A learner's attempts at one bank, oldest first, with any expired one closed first. `read`: those attempts, read by
 * the caller just now (the learner's standing, backend/endpoints/assessments/assessment-request.ts), else read here.
 */
export async function listAttempts(payload: Payload, userId: number, assessment: Assessment, read?: AssessmentAttempt[]): Promise<AssessmentAttempt[]> {
  const find = () => attemptsAtBank(payload, { user: userId, assessment: assessment.id })
  return withExpiredClosed(payload, read ?? (await find()), () => assessment, find)
}

export const openAttemptOf = (attempts: AssessmentAttempt[]) => attempts.find((attempt) => !attempt.submittedAt) ?? null
export const attemptsLeft = (attempts: AssessmentAttempt[], assessment: Assessment) => Math.max(0, assessment.attemptsAllowed - attempts.length)

/**
 * The attempt in progress, or a new one when attempts are left. The number comes from the count and
 * `attemptKey` is unique, so two starts at once create one attempt and the loser resumes it (read again, not `read`).
 */
export async function startAttempt(payload: Payload, userId: number, assessment: Assessment, read?: AssessmentAttempt[]): Promise<AssessmentAttempt | null> {
  const attempts = await listAttempts(payload, userId, assessment, read)
  const open = openAttemptOf(attempts)
  if (open) return open
  if (attempts.length >= assessment.attemptsAllowed) return null
  const number = attempts.length + 1
  const startedAt = new Date()
  const deadline = new Date(startedAt.getTime() + assessment.timeLimitMinutes * 60_000)
  const created = await insertFlatOnce<AssessmentAttempt>(payload, 'assessment-attempts', {
    user: userId,
    assessment: assessment.id,
    course: idOf(assessment.course),
    number,
    attemptKey: `${userId}:${assessment.id}:${number}`,
    startedAt: startedAt.toISOString(),
    deadline: deadline.toISOString(),
    passed: false,
    reviewed: false,
    // Drawn before the insert: of two starts at once the unique attemptKey keeps one row, so one draw.
    draw: await newDraw(payload, assessment),
  })
  return created ?? openAttemptOf(await listAttempts(payload, userId, assessment))
}

