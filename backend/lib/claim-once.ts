import type { Payload } from 'payload'
import { usesPostgres } from './database-url'

type TColumn = unknown
type TTable = Record<string, TColumn>
type TDrizzle = {
  update: (table: TTable) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (columns: Record<string, TColumn>) => Promise<{ id: number }[]> }
    }
  }
}

/**
 * Sets `column` on one row only if it is still empty, in one UPDATE ... WHERE column IS NULL statement:
 * of two racing requests exactly one gets the row back (atomic on SQLite without transactions too,
 * docs/decisions/001). Used to redeem single-use tokens.
 */
export async function claimOnce(payload: Payload, tableName: string, id: number, column: string, value: string): Promise<boolean> {
  const { and, eq, isNull } = usesPostgres()
    ? await import('@payloadcms/db-postgres/drizzle')
    : await import('@payloadcms/db-sqlite/drizzle')
  const db = payload.db as unknown as { drizzle: TDrizzle; tables: Record<string, TTable> }
  const table = db.tables[tableName]
  if (!table) throw new Error(`No table ${tableName}`)
  const rows = await db.drizzle
    .update(table)
    .set({ [column]: value })
    .where(and(eq(table.id as never, id), isNull(table[column] as never)))
    .returning({ id: table.id })
  return rows.length === 1
}
