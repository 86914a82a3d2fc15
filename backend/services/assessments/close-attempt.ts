import type { Payload } from 'payload'
import { drizzleTable } from '../../lib/flat-rows'

export type TAttemptResult = { submittedAt: string; score: number; passed: boolean; awaitingGrading?: boolean }

/**
 * Closes an attempt in one UPDATE ... WHERE submitted_at IS NULL: of two racing submits (or a submit racing the
 * deadline close) exactly one gets the row back and its score is the one that counts (docs/decisions/001).
 */
export async function closeAttemptOnce(payload: Payload, attemptId: number, result: TAttemptResult): Promise<boolean> {
  const { db, table, ops } = await drizzleTable(payload, 'assessment_attempts')
  const { and, eq, isNull } = ops
  const rows = await db
    .update(table)
    .set({ submittedAt: result.submittedAt, score: result.score, passed: result.passed, awaitingGrading: !!result.awaitingGrading, updatedAt: new Date().toISOString() })
    .where(and(eq(table.id as never, attemptId), isNull(table.submittedAt as never)))
    .returning({ id: table.id })
  return rows.length === 1
}
