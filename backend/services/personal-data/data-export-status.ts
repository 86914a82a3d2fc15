import type { Payload } from 'payload'
import type { TDataExportStatus } from '../../../lib/contracts/account/data-export'
import type { DataRequest } from '../../payload-types'

/** Ready and within its days: the only state in which the zip is handed out. */
export const isDownloadable = (request: Pick<DataRequest, 'status' | 'expiresAt' | 'file'>, now = Date.now()) =>
  request.status === 'ready' && !!request.file && !!request.expiresAt && Date.parse(request.expiresAt) > now

/** The member's latest export request for the settings page, or null when they never asked. */
export async function dataExportStatus(payload: Payload, userId: number): Promise<TDataExportStatus | null> {
  const { docs } = await payload.find({
    collection: 'data-requests',
    where: { and: [{ user: { equals: userId } }, { kind: { equals: 'export' } }] },
    sort: '-requestedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const latest = docs[0]
  if (!latest) return null
  return {
    requestId: latest.id,
    status: latest.status,
    requestedAt: latest.requestedAt,
    expiresAt: latest.expiresAt ?? null,
    downloadable: isDownloadable(latest),
  }
}
