import type { PayloadRequest } from 'payload'
import { DATA_EXPORT_DAYS } from '../../../lib/contracts/account/data-export'
import type { Locale } from '../../../lib/i18n/config'
import { openStoredFile } from '../../uploads/stored-file'
import { collectPersonalData, FILE_COLLECTIONS, type TPersonalData } from './collect-personal-data'
import { sendDataExportReadyMail } from './export-ready-mail'
import { zipPersonalData, type TExportFile } from './zip-personal-data'

const DAY_MS = 86_400_000
const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))

/** The member's uploaded files, read through the collection's storage (local folder or S3), whichever is on. */
async function readFiles(req: PayloadRequest, data: TPersonalData): Promise<TExportFile[]> {
  const files: TExportFile[] = []
  for (const collection of FILE_COLLECTIONS) {
    for (const doc of data.records[collection] ?? []) {
      const filename = typeof doc.filename === 'string' ? doc.filename : null
      if (!filename) continue
      const stored = await openStoredFile(req, collection, { id: doc.id, filename, prefix: doc.prefix } as never)
      // A row whose file is gone (deleted by hand, lost with a disk) leaves it out; its record still says it existed.
      if (!stored) continue
      files.push({ collection, filename, data: new Uint8Array(await new Response(stored.body).arrayBuffer()) })
    }
  }
  return files
}

/**
 * The export job's work (backend/jobs/build-data-export-task.ts): collects the member's records and files, stores
 * the zip in the private `data-exports` collection, marks the request ready until DATA_EXPORT_DAYS from now and
 * mails the member. A request that is no longer queued (run twice, or already failed) is left alone.
 */
export async function buildDataExport(req: PayloadRequest, requestId: number): Promise<void> {
  const { payload } = req
  const request = await payload.findByID({ collection: 'data-requests', id: requestId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!request || request.kind !== 'export' || request.status !== 'queued') return
  const userId = idOf(request.user)
  const data = await collectPersonalData(payload, userId)
  const files = await readFiles(req, data)
  const now = new Date()
  const zip = zipPersonalData(data, files, now.toISOString())
  const stored = await payload.create({
    collection: 'data-exports',
    data: { owner: userId },
    file: { data: Buffer.from(zip), mimetype: 'application/zip', name: 'personal-data.zip', size: zip.length },
    overrideAccess: true,
  })
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_DAYS * DAY_MS).toISOString()
  await payload.update({
    collection: 'data-requests',
    id: requestId,
    data: { status: 'ready', completedAt: now.toISOString(), expiresAt, file: stored.id },
    overrideAccess: true,
  })
  const profile = data.profile as { email?: string; fullName?: string }
  if (profile.email) {
    await sendDataExportReadyMail(payload, { to: profile.email, name: profile.fullName ?? '', expiresAt, locale: (request.locale ?? 'id') as Locale })
  }
}

/** Marks a request failed: the member sees it on the settings page and may ask again. */
export async function failDataExport(req: PayloadRequest, requestId: number): Promise<void> {
  await req.payload.update({ collection: 'data-requests', id: requestId, data: { status: 'failed', completedAt: new Date().toISOString() }, overrideAccess: true })
}
