import { APIError, type CollectionBeforeOperationHook } from 'payload'

/** Refuses an upload over `maxBytes` before Payload stores it (413), whoever uploads it (admin, REST, Local API). */
export const limitFileSize =
  (maxBytes: number): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    if ((operation === 'create' || operation === 'update') && req.file && req.file.size > maxBytes) {
      const limit = Math.round(maxBytes / 1024 / 1024)
      throw new APIError(`The file is larger than ${limit} MB`, 413, null, true)
    }
    return args
  }
