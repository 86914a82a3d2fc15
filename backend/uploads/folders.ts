import path from 'node:path'

/** The folder all uploads live under (UPLOAD_DIR, default data/media). Read when called, so tests can point it elsewhere. */
export function uploadRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.UPLOAD_DIR || 'data/media')
}

/**
 * The upload folder of one collection: always a child of the root, never the root itself. Payload serves
 * /api/<slug>/file/<name> from its collection's folder, so a folder that contains another collection's folder
 * would serve that collection's files under its own (weaker) read rule.
 */
export function uploadFolder(slug: string): string {
  return path.join(uploadRoot(), slug)
}
