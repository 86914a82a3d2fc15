import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, CollectionSlug, PayloadRequest } from 'payload'
import { storedByAdapter } from '../uploads/s3-storage'

type TFileParams = { params: { collection: string; filename: string } }

/**
 * Payload's file route (GET /api/<upload collection>/file/<name>) answers 500 when the name is not on the disk, and a
 * NUL in the name throws in the file system call, also 500; through Next's image optimizer the 500 passes on. Each is
 * the 404 an unknown file is. Runs after the collection's access check and its own handlers, before Payload reads
 * the disk; a name Payload can serve falls through to it unchanged.
 */
async function missingFileIsNotFound(req: PayloadRequest, { params }: TFileParams): Promise<Response | void> {
  const upload = req.payload.collections[params.collection as CollectionSlug]?.config.upload
  // On S3 the adapter's handler answers (backend/uploads/s3-storage.ts); the local folder is empty.
  const staticDir = upload?.staticDir
  if (!staticDir || storedByAdapter(upload)) return
  const dir = path.resolve(staticDir)
  const file = path.resolve(dir, params.filename ?? '')
  // Payload itself refuses a name outside the folder (400).
  if (!file.startsWith(dir + path.sep)) return
  const found = !file.includes('\0') && (await fs.stat(file).then((stats) => stats.isFile(), () => false))
  if (!found) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}

export function withMissingFileAsNotFound(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection
  const upload = collection.upload === true ? {} : collection.upload
  return { ...collection, upload: { ...upload, handlers: [...(upload.handlers ?? []), missingFileIsNotFound as never] } }
}
