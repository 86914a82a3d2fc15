import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/is-admin'

export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/**
 * Members' profile pictures. Written only by the profile endpoint (which checks the bytes are an image
 * and the size); readable by anyone, as an avatar shown beside forum posts and certificates.
 */
export const ProfilePhotos: CollectionConfig = {
  slug: 'profile-photos',
  admin: { group: 'Accounts' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.UPLOAD_DIR || 'data/media', 'profile-photos'),
    mimeTypes: [...PROFILE_PHOTO_TYPES],
    imageSizes: [{ name: 'avatar', width: 256, height: 256, position: 'centre' }],
    adminThumbnail: 'avatar',
  },
  fields: [{ name: 'owner', type: 'relationship', relationTo: 'users', index: true }],
}
