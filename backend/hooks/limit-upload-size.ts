import { APIError, type CollectionBeforeValidateHook } from 'payload'

/**
 * Payload checks an upload's type (mimeTypes, by its content) but has no per-collection size limit; this
 * hook refuses a file over `maxBytes` before anything is written, with a message editors can read.
 */
export function limitUploadSize(maxBytes: number): CollectionBeforeValidateHook {
  return ({ req }) => {
    const size = req.file?.size ?? req.file?.data?.length ?? 0
    if (size > maxBytes) {
      const megabytes = Math.round(maxBytes / 1024 / 1024)
      throw new APIError(`The file is larger than ${megabytes} MB`, 413, null, true)
    }
  }
}
