import type { Payload } from 'payload'
import { drizzleTable } from './flat-rows'

/**
 * Sets `column` on one row only if it is still empty, in one UPDATE ... WHERE column IS NULL statement:
 * of two racing requests exactly one gets the row back (atomic on SQLite without transactions too,
 * docs/decisions/001). Used to redeem single-use tokens.
 */
export async function claimOnce(payload: Payload, tableName: string, id: number, column: string, value: string): Promise<boolean> {
  const { db, table, ops } = await drizzleTable(payload, tableName)
  const { and, eq, isNull } = ops
  const rows = await db
    .update(table)
    .set({ [column]: value })
    .where(and(eq(table.id as never, id), isNull(table[column] as never)))
    .returning({ id: table.id })
  return rows.length === 1
}
