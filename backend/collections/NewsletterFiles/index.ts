import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/is-staff'
import { limitUploadSize } from '../../hooks/limit-upload-size'

/** Newsletters are read and printed as they were designed, so the archive keeps PDFs only. */
export const NEWSLETTER_FILE_TYPES = ['application/pdf']
export const NEWSLETTER_FILE_MAX_BYTES = 10 * 1024 * 1024

/** The PDF issues of the community of practice newsletter (public downloads). */
export const NewsletterFiles: CollectionConfig = {
  slug: 'newsletter-files',
  admin: { useAsTitle: 'filename', description: 'PDF only, up to 10 MB.' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [limitUploadSize(NEWSLETTER_FILE_MAX_BYTES)] },
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.UPLOAD_DIR || 'data/media', 'newsletter-files'),
    mimeTypes: NEWSLETTER_FILE_TYPES,
  },
  fields: [],
}
