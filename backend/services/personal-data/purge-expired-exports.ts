import type { Payload } from 'payload'

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))

/**
 * Deletes the zips of exports past their expiry (the file through its storage, disk or S3) and closes their requests
 * as done: a whole person's data is not kept a day longer than its link. Returns how many were purged.
 */
export async function purgeExpiredExports(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'data-requests',
    where: { and: [{ kind: { equals: 'export' } }, { status: { equals: 'ready' } }, { expiresAt: { less_than_equal: now.toISOString() } }] },
    depth: 0,
    limit: 100,
    overrideAccess: true,
  })
  for (const request of docs) {
    if (request.file) await payload.delete({ collection: 'data-exports', id: idOf(request.file), overrideAccess: true }).catch(() => undefined)
    await payload.update({ collection: 'data-requests', id: request.id, data: { status: 'done', file: null }, overrideAccess: true })
  }
  return docs.length
}
