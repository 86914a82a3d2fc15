import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionSlug, PayloadRequest, TypeWithID } from 'payload'
import { uploadFolder } from './folders'
import { storedByAdapter } from './s3-storage'

export type TStoredFile = { status: number; body: BodyInit; headers: Headers }

// What a ranged or conditional answer of the storage must keep when a route sends it on under its own headers.
const PASSED_ON = ['content-length', 'content-range', 'accept-ranges', 'etag']

/**
 * The bytes of one stored upload, for a route that has already decided the caller may have them: from the
 * collection's local folder, or from S3 through the adapter's own file handler (the object key comes from the
 * document, as on Payload's file route). Null when there is no such file.
 */
export async function openStoredFile(
  req: PayloadRequest,
  slug: CollectionSlug,
  doc: TypeWithID & { filename?: string | null },
): Promise<TStoredFile | null> {
  if (!doc.filename) return null
  const filename = path.basename(doc.filename)
  const upload = req.payload.collections[slug]?.config.upload
  if (!storedByAdapter(upload)) {
    const data = await fs.readFile(path.join(uploadFolder(slug), filename)).catch(() => null)
    return data ? { status: 200, body: new Uint8Array(data), headers: new Headers({ 'content-length': String(data.length) }) } : null
  }
  for (const handler of upload.handlers ?? []) {
    const response = await handler(req, { doc, headers: new Headers(), params: { collection: slug, filename } })
    if (!(response instanceof Response)) continue
    if (!response.ok || !response.body) {
      await response.body?.cancel()
      return null
    }
    const headers = new Headers()
    for (const name of PASSED_ON) if (response.headers.has(name)) headers.set(name, response.headers.get(name)!)
    return { status: response.status, body: response.body, headers }
  }
  return null
}
