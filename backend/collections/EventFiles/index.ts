import type { CollectionConfig } from 'payload'
import { limitUploadSize } from '../../hooks/limit-upload-size'
import { staffEditedContent } from '../../access/staff-content'
import { uploadFolder } from '../../uploads/folders'

/** Slides and papers are rarely bigger; a larger file is better linked from its own host. */
export const EVENT_FILE_MAX_BYTES = 20 * 1024 * 1024

/** Event materials offered for download: documents and presentations only. */
export const EventFiles: CollectionConfig = {
  slug: 'event-files',
  admin: { useAsTitle: 'filename' },
  access: staffEditedContent,
  hooks: { beforeOperation: [limitUploadSize(EVENT_FILE_MAX_BYTES)] },
  upload: {
    staticDir: uploadFolder('event-files'),
    mimeTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
  },
  fields: [{ name: 'title', type: 'text', localized: true }],
}
