import type { Access, CollectionConfig } from 'payload'

// Payload's read rule when a collection gives none.
const signedIn: Access = ({ req }) => Boolean(req.user)

/**
 * Payload serves /api/<slug>/file/<name> without looking the name up when read access is `true`: any file in the
 * folder is answered. Turning `true` into a Where for file reads makes Payload find the document that names the
 * file (or one of its image sizes) in this collection, and refuse otherwise.
 */
export function withFileLookup(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection
  const read = collection.access?.read ?? signedIn
  const lookedUp: Access = async (args) => {
    const result = await read(args)
    return args.isReadingStaticFile && result === true ? { filename: { exists: true } } : result
  }
  return { ...collection, access: { ...collection.access, read: lookedUp } }
}
