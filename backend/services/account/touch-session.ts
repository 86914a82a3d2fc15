import type { Payload } from 'payload'
import { drizzleTable } from '../../lib/flat-rows'

/**
 * Marks a session used now: its updatedAt is its last use (the idle timeout reads it). One UPDATE straight
 * through drizzle, as the session read is (docs/decisions/010); Sessions has no hooks to skip.
 */
export async function touchSession(payload: Payload, sessionId: number, now: Date): Promise<void> {
  const { db, table, ops } = await drizzleTable(payload, 'sessions')
  await db.update(table).set({ updatedAt: now.toISOString() }).where(ops.eq(table.id as never, sessionId))
}
