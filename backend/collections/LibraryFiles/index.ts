import type { CollectionConfig } from 'payload'
import { staffEditedContent } from '../../access/staff-content'
import { uploadFolder } from '../../uploads/folders'

/** Audio and documents offered by e-library items (the media collection takes images only). */
export const LibraryFiles: CollectionConfig = {
  slug: 'library-files',
  admin: { useAsTitle: 'filename' },
  access: staffEditedContent,
  upload: {
    staticDir: uploadFolder('library-files'),
    mimeTypes: [
      'audio/mpeg',
      'audio/mp4',
      'audio/ogg',
      'audio/wav',
      'audio/x-wav',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
  },
  fields: [{ name: 'title', type: 'text', localized: true }],
}
