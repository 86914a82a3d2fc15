import type { Payload, Where } from 'payload'
import type { Locale } from '../../../lib/i18n/config'

export const DATA_EXPORT_QUEUE = 'personal-data'

/**
 * Logs a member's export request and queues the job that builds it (backend/jobs/build-data-export-task.ts).
 * One pending request at a time: while one is queued, another is refused ('pending').
 */
export async function requestDataExport(payload: Payload, userId: number, locale: Locale): Promise<{ requestId: number } | 'pending'> {
  const queued: Where = { and: [{ user: { equals: userId } }, { kind: { equals: 'export' } }, { status: { equals: 'queued' } }] }
  const pending = await payload.count({ collection: 'data-requests', where: queued, overrideAccess: true })
  if (pending.totalDocs > 0) return 'pending'
  const request = await payload.create({
    collection: 'data-requests',
    data: { user: userId, kind: 'export', status: 'queued', requestedAt: new Date().toISOString(), locale },
    overrideAccess: true,
  })
  // Two requests at once both pass the count above; after both rows exist the oldest wins and the other withdraws,
  // so one zip is built (whatever the order, the later row sees the earlier one).
  const open = await payload.find({ collection: 'data-requests', where: queued, sort: 'id', limit: 1, depth: 0, overrideAccess: true, select: { status: true } })
  if (open.docs[0] && open.docs[0].id !== request.id) {
    await payload.delete({ collection: 'data-requests', id: request.id, overrideAccess: true })
    return 'pending'
  }
  await payload.jobs.queue({ task: 'buildDataExport', input: { requestId: request.id }, queue: DATA_EXPORT_QUEUE })
  return { requestId: request.id }
}
