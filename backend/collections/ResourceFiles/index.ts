import type { CollectionConfig } from 'payload'
import { limitUploadSize } from '../../hooks/limit-upload-size'
import { staffEditedContent } from '../../access/staff-content'
import { uploadFolder } from '../../uploads/folders'

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
  admin: { useAsTitle: 'filename' },
  access: staffEditedContent,
  hooks: { beforeOperation: [limitUploadSize(RESOURCE_FILE_MAX_BYTES)] },
  upload: {
    staticDir: uploadFolder('resource-files'),
    mimeTypes: RESOURCE_FILE_TYPES,
  },
  fields: [],
}
