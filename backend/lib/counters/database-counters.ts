import type { Payload } from 'payload'
import { drizzleTable } from '../flat-rows'
import { COUNTERS_TABLE } from './schema'
import type { TCounterStore } from './store'

// Every this many hits a process deletes the rows whose window has ended (an ended row is only ever restarted).
const SWEEP_EVERY = 500
let hitsSinceSweep = 0

/**
 * Counters in the app's database (SQLite or PostgreSQL). Each hit is one INSERT ... ON CONFLICT DO UPDATE
 * ... RETURNING: the database serialises the writes to one key, so of any number of parallel hits each gets
 * a different count (a read then a write let them all see the same one). All SET expressions read the row
 * as it was, so an ended window restarts at 1 in the same statement.
 */
export function databaseCounters(payload: Payload): TCounterStore {
  return {
    async hit(key, windowMs) {
      const { db, table, ops } = await drizzleTable(payload, COUNTERS_TABLE)
      const { sql } = ops
      const now = Date.now()
      const ended = sql`${table.expiresAt} <= ${now}`
      const rows = await db
        .insert(table)
        .values({ key, count: 1, expiresAt: now + windowMs })
        .onConflictDoUpdate({
          target: [table.key],
          set: {
            count: sql`CASE WHEN ${ended} THEN 1 ELSE ${table.count} + 1 END`,
            expiresAt: sql`CASE WHEN ${ended} THEN ${now + windowMs} ELSE ${table.expiresAt} END`,
          },
        })
        .returning({ count: table.count })
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0
        void db.delete(table).where(ops.lt(table.expiresAt as never, now)).catch((error: unknown) => payload.logger.error({ err: error, msg: 'counters sweep failed' }))
      }
      return Number(rows[0].count)
    },
    async peek(key) {
      const { db, table, ops } = await drizzleTable(payload, COUNTERS_TABLE)
      const rows = await db
        .select({ count: table.count })
        .from(table)
        .where(ops.and(ops.eq(table.key as never, key), ops.gt(table.expiresAt as never, Date.now())))
      return rows[0] ? Number(rows[0].count) : 0
    },
    async reset(key) {
      const { db, table, ops } = await drizzleTable(payload, COUNTERS_TABLE)
      await db.delete(table).where(ops.eq(table.key as never, key))
    },
  }
}
