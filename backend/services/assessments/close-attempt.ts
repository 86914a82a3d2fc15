import type { Payload } from 'payload'
import { usesPostgres } from '../../lib/database-url'

type TTable = Record<string, unknown>
type TDrizzle = {
  update: (table: TTable) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (columns: Record<string, unknown>) => Promise<{ id: number }[]> }
    }
  }
}

export type TAttemptResult = { submittedAt: string; score: number; passed: boolean }

/**
 * Closes an attempt in one UPDATE ... WHERE submitted_at IS NULL: of two racing submits (or a submit racing the
 * deadline close) exactly one gets the row back and its score is the one that counts (docs/decisions/001).
 */
export async function closeAttemptOnce(payload: Payload, attemptId: number, result: TAttemptResult): Promise<boolean> {
  const { and, eq, isNull } = usesPostgres() ? await import('@payloadcms/db-postgres/drizzle') : await import('@payloadcms/db-sqlite/drizzle')
  const db = payload.db as unknown as { drizzle: TDrizzle; tables: Record<string, TTable> }
  const table = db.tables.assessment_attempts
  if (!table) throw new Error('No table assessment_attempts')
  const rows = await db.drizzle
    .update(table)
    .set({ submittedAt: result.submittedAt, score: result.score, passed: result.passed, updatedAt: new Date().toISOString() })
    .where(and(eq(table.id as never, attemptId), isNull(table.submittedAt as never)))
    .returning({ id: table.id })
  return rows.length === 1
}
