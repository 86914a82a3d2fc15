import type { Payload, Where } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { claimFirstUse } from '../../lib/counters'

export const DATA_EXPORT_QUEUE = 'personal-data'

/** Requests of one member this close together are one request: of those sent at once, one is taken. */
const SAME_REQUEST_MS = 10_000

/**
 * Logs a member's export request and queues the job that builds it (backend/jobs/build-data-export-task.ts).
 * One pending request at a time: while one is queued, another is refused ('pending').
 */
export async function requestDataExport(payload: Payload, userId: number, locale: Locale): Promise<{ requestId: number } | 'pending'> {
  // Requests sent at once would all pass the count below. Choosing the oldest row afterwards did not settle it: a
  // row's id is drawn before its insert commits, so two requests could each see only their own row as the oldest
  // (CI, 2026-11-28: both answered 200). An atomic counter lets exactly one through (docs/decisions/015).
  if (!(await claimFirstUse(payload, `data-export-request:${userId}`, SAME_REQUEST_MS))) return 'pending'
  const queued: Where = { and: [{ user: { equals: userId } }, { kind: { equals: 'export' } }, { status: { equals: 'queued' } }] }
  const pending = await payload.count({ collection: 'data-requests', where: queued, overrideAccess: true })
  if (pending.totalDocs > 0) return 'pending'
  const request = await payload.create({
    collection: 'data-requests',
    data: { user: userId, kind: 'export', status: 'queued', requestedAt: new Date().toISOString(), locale },
    overrideAccess: true,
  })
  await payload.jobs.queue({ task: 'buildDataExport', input: { requestId: request.id }, queue: DATA_EXPORT_QUEUE })
  return { requestId: request.id }
}
