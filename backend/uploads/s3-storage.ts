import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { s3Settings } from './s3-settings'
import { withStorageFaultsHandled } from './storage-faults'

export { s3Settings }

/** True when a collection's files are kept by a storage adapter (S3) instead of its local folder. */
export function storedByAdapter(upload: unknown): boolean {
  return typeof upload === 'object' && upload !== null && typeof (upload as { adapter?: unknown }).adapter === 'string'
}

const uploadCollections = (config: Config): CollectionConfig[] => (config.collections ?? []).filter((collection) => collection.upload)

/**
 * Every upload collection on S3 when S3_BUCKET is set, each under its slug as key prefix (as each has its own
 * folder on disk). Files are still served by our /api/<slug>/file/<name> route, after the collection's read
 * rule (disablePayloadAccessControl is left unset, so no bucket URL is ever handed out); the URLs a document
 * carries are those of the disk setup, without the plugin's `?prefix=` query. The plugin's columns (prefix,
 * _objectKey) are in the schema either way (alwaysInsertFields), so switching storage needs no migration.
 */
export const uploadStorage: Plugin = async (incomingConfig) => {
  const settings = s3Settings()
  const apiRoute = incomingConfig.routes?.api ?? '/api'
  const fileURL = (slug: string, filename: string) =>
    formatAdminURL({ apiRoute, path: `/${slug}/file/${encodeURIComponent(filename)}`, serverURL: incomingConfig.serverURL, relative: false })
  const collections = Object.fromEntries(
    uploadCollections(incomingConfig).map((collection) => [
      collection.slug,
      { prefix: collection.slug, generateFileURL: ({ filename }: { filename: string }) => fileURL(collection.slug, filename) },
    ]),
  )
  const config = await s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings?.config ?? {},
    collections,
    // No `acl` (a bucket is private by default, and some S3-compatible services refuse ACL headers) and no
    // signedDownloads: a signed URL could be passed on for its lifetime, past the read rule.
    signedDownloads: false,
  })(incomingConfig)
  return settings ? withStorageFaultsHandled(config, storedByAdapter) : config
}
