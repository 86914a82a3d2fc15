import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/is-staff'

/** Audio and documents offered by e-library items (the media collection takes images only). */
export const LibraryFiles: CollectionConfig = {
  slug: 'library-files',
  admin: { useAsTitle: 'filename' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.UPLOAD_DIR || 'data/media', 'library-files'),
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
