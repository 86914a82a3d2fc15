import type { Access, CollectionConfig } from 'payload'
import { isAdmin, userIsAdmin } from '../../access/is-admin'
import { authenticateRequest } from '../../services/account/authenticate-request'
import { uploadFolder } from '../../uploads/folders'
import { PRIVATE_FILES, storeUnderRandomName } from '../../uploads/private-names'
import { forgetContentHooks } from '../../lib/content-cache'

export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/**
 * A photo's file is shown beside its owner's forum posts to other members, so the file route serves it to anyone
 * holding its random name (Payload still looks the name up: backend/uploads/file-lookup.ts). Listing and reading
 * the documents, which would hand out every name, is for the owner and admins only.
 */
const fileOrOwner: Access = async ({ req, isReadingStaticFile }) => {
  if (isReadingStaticFile || userIsAdmin(req.user)) return true
  const auth = await authenticateRequest(req)
  if (!auth) return false
  if (auth.user.role === 'admin') return true
  return { owner: { equals: auth.user.id } }
}

/** Members' profile pictures. Written only by the profile endpoint (which checks the bytes are an image and the size). */
export const ProfilePhotos: CollectionConfig = {
  slug: 'profile-photos',
  access: { read: fileOrOwner, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Members' profiles keep their photo's address (backend/services/account/to-profile.ts).
  hooks: { beforeOperation: [storeUnderRandomName()], ...forgetContentHooks('profile-photos') },
  custom: PRIVATE_FILES,
  upload: {
    staticDir: uploadFolder('profile-photos'),
    mimeTypes: [...PROFILE_PHOTO_TYPES],
    imageSizes: [{ name: 'avatar', width: 256, height: 256, position: 'centre' }],
    adminThumbnail: 'avatar',
  },
  fields: [{ name: 'owner', type: 'relationship', relationTo: 'users', index: true }],
}
