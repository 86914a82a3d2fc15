import type { PayloadRequest } from 'payload'
import { openStoredFile, type TStoredFile } from '../../uploads/stored-file'
import { isDownloadable } from './data-export-status'
import type { TPersonalDataMessage } from './messages'

type TOpened = { file: TStoredFile; filename: string } | { status: 404 | 409 | 410; message: TPersonalDataMessage }

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : value)

/**
 * The zip of one export request for the member who asked for it. Another member's request answers 404 like an
 * unknown one (an id tells nothing); an expired one 410, whether or not its file was purged yet.
 */
export async function openDataExport(req: PayloadRequest, userId: number, requestId: number): Promise<TOpened> {
  const { payload } = req
  const request = await payload.findByID({ collection: 'data-requests', id: requestId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!request || request.kind !== 'export' || idOf(request.user) !== userId) return { status: 404, message: 'exportNotFound' }
  if (request.expiresAt && Date.parse(request.expiresAt) <= Date.now()) return { status: 410, message: 'exportExpired' }
  if (!isDownloadable(request)) return { status: 409, message: 'exportNotReady' }
  const doc = await payload.findByID({ collection: 'data-exports', id: idOf(request.file) as number, depth: 0, overrideAccess: true, disableErrors: true })
  const file = doc ? await openStoredFile(req, 'data-exports', doc) : null
  if (!file) return { status: 404, message: 'exportNotFound' }
  const day = (request.completedAt ?? request.requestedAt).slice(0, 10)
  return { file, filename: `personal-data-${day}.zip` }
}
