import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/is-staff'
import { forgetContentHooks } from '../../lib/content-cache'
import { uploadFolder } from '../../uploads/folders'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { defaultColumns: ['filename', 'alt', 'createdAt'], listSearchableFields: ['filename', 'alt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  // Question images are kept in memory with their banks (backend/lib/content-cache).
  hooks: forgetContentHooks('media'),
  upload: {
    // Its own folder beside the others: it once was the root, and served every private folder below it.
    staticDir: uploadFolder('media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    imageSizes: [
      { name: 'card', width: 640 },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
      // Spec section 3 Assignment image (path, pathWebp): the same picture as WebP, at most 1280 px, never enlarged.
      // Served by the same file route and read rule as the original (decision 031).
      { name: 'webp', width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
