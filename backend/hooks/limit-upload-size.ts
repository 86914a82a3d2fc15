import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * Payload checks an upload's type (mimeTypes, by its content) but has no per-collection size limit; this
 * hook refuses a file over `maxBytes` (413) before Payload processes or stores it, whoever uploads it (admin,
 * REST, Local API), with a message editors can read.
 */
export const limitUploadSize =
  (maxBytes: number): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    const size = req.file?.size ?? req.file?.data?.length ?? 0
    if ((operation === 'create' || operation === 'update') && size > maxBytes) {
      const megabytes = Math.round(maxBytes / 1024 / 1024)
      throw new APIError(`The file is larger than ${megabytes} MB`, 413, null, true)
    }
    return args
  }
