import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/is-staff'
import { limitUploadSize } from '../../hooks/limit-upload-size'

/** Templates are meant to be filled in, so editable Office formats are allowed besides PDF. */
export const RESOURCE_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]
export const RESOURCE_FILE_MAX_BYTES = 20 * 1024 * 1024

/** The downloads of the document templates and worked examples (/template, /example). */
export const ResourceFiles: CollectionConfig = {
  slug: 'resource-files',
  admin: { useAsTitle: 'filename', description: 'PDF, Word, Excel or PowerPoint, up to 20 MB.' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [limitUploadSize(RESOURCE_FILE_MAX_BYTES)] },
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.UPLOAD_DIR || 'data/media', 'resource-files'),
    mimeTypes: RESOURCE_FILE_TYPES,
  },
  fields: [],
}
