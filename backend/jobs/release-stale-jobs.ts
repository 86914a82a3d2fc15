import type { Payload } from 'payload'
import { drizzleTable } from '../lib/flat-rows'

// Longer than any one mail can take (nodemailer gives up on a silent socket after 10 minutes).
export const STALE_AFTER_MS = 15 * 60_000

/**
 * A runner killed in the middle of a job leaves its row `processing` for good, and Payload never takes such a
 * row again. Rows taken more than 15 minutes ago are given back to the queue: their mail may go out twice (if
 * the runner had sent it before dying), but it is never lost. Returns the ids given back.
 */
export async function releaseStaleJobs(payload: Payload): Promise<(number | string)[]> {
  const { db, table, ops } = await drizzleTable(payload, 'payload_jobs')
  const before = new Date(Date.now() - STALE_AFTER_MS).toISOString()
  const released = await db
    .update(table)
    .set({ processing: false })
    .where(ops.and(ops.eq(table.processing as never, true), ops.lt(table.updatedAt as never, before)))
    .returning({ id: table.id })
  const ids = released.map((row) => row.id as number | string)
  if (ids.length) payload.logger.warn({ jobs: ids }, 'jobs left processing by a stopped runner are queued again')
  return ids
}
