import type { Payload } from 'payload'
import { updateFlat } from '../../lib/flat-rows'
import type { AssessmentAttempt } from '../../payload-types'

export type TAttemptResult = { submittedAt: string; score: number; passed: boolean; awaitingGrading?: boolean }

/**
 * Closes an attempt in one UPDATE ... WHERE submitted_at IS NULL: of two racing submits (or a submit racing the
 * deadline close) exactly one gets the row back and its score is the one that counts (docs/decisions/001). Answers
 * the closed attempt, or null when it was already closed.
 */
export async function closeAttemptOnce(payload: Payload, attemptId: number, result: TAttemptResult): Promise<AssessmentAttempt | null> {
  const set = { submittedAt: result.submittedAt, score: result.score, passed: result.passed, awaitingGrading: !!result.awaitingGrading }
  const rows = await updateFlat<AssessmentAttempt>(payload, 'assessment-attempts', set, (table, { and, eq, isNull }) => and(eq(table.id as never, attemptId), isNull(table.submittedAt as never)))
  return rows[0] ?? null
}
