import type { CollectionConfig } from 'payload'
import { limitUploadSize } from '../../hooks/limit-upload-size'
import { staffEditedContent } from '../../access/staff-content'
import { uploadFolder } from '../../uploads/folders'

/** Newsletters are read and printed as they were designed, so the archive keeps PDFs only. */
export const NEWSLETTER_FILE_TYPES = ['application/pdf']
export const NEWSLETTER_FILE_MAX_BYTES = 10 * 1024 * 1024

/** The PDF issues of the community of practice newsletter (public downloads). */
export const NewsletterFiles: CollectionConfig = {
  slug: 'newsletter-files',
  admin: { useAsTitle: 'filename' },
  access: staffEditedContent,
  hooks: { beforeOperation: [limitUploadSize(NEWSLETTER_FILE_MAX_BYTES)] },
  upload: {
    staticDir: uploadFolder('newsletter-files'),
    mimeTypes: NEWSLETTER_FILE_TYPES,
  },
  fields: [],
}
