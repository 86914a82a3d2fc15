import type { Payload } from 'payload'
import { drizzleTable } from '../../lib/flat-rows'

const drizzleOf = (payload: Payload) => drizzleTable(payload, 'cp3p_programmes')

/**
 * Takes one seat in one conditional UPDATE (registered_count + 1 only while it is below capacity): of racing
 * registrations for the last seat exactly one gets it, on SQLite without transactions too (docs/decisions/001).
 */
export async function takeSeat(payload: Payload, programmeId: number): Promise<boolean> {
  const { ops, db, table } = await drizzleOf(payload)
  const { and, eq, lt, sql } = ops
  const count = sql`coalesce(${table.registeredCount}, 0)`
  const rows = await db
    .update(table)
    .set({ registeredCount: sql`coalesce(${table.registeredCount}, 0) + 1` })
    .where(and(eq(table.id as never, programmeId), lt(count, table.capacity as never)))
    .returning({ id: table.id })
  return rows.length === 1
}

/** Gives a seat back when the registration that took it could not be saved. */
export async function releaseSeat(payload: Payload, programmeId: number): Promise<void> {
  const { ops, db, table } = await drizzleOf(payload)
  const { and, eq, gt, sql } = ops
  await db
    .update(table)
    .set({ registeredCount: sql`coalesce(${table.registeredCount}, 0) - 1` })
    .where(and(eq(table.id as never, programmeId), gt(table.registeredCount as never, 0)))
    .returning({ id: table.id })
}
