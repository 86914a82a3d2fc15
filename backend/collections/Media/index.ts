import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/is-staff'
import { forgetContentHooks } from '../../lib/content-cache'

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  // Question images are kept in memory with their banks (backend/lib/content-cache).
  hooks: forgetContentHooks('media'),
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.UPLOAD_DIR || 'data/media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    imageSizes: [{ name: 'card', width: 640 }, { name: 'og', width: 1200, height: 630, position: 'centre' }],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
