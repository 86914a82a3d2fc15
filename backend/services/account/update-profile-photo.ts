import type { Payload } from 'payload'
import { PROFILE_PHOTO_MAX_BYTES } from '../../collections/ProfilePhotos'
import { sniffImageType } from '../../lib/sniff-image-type'

/**
 * Stores a new profile photo when its bytes are a JPEG, PNG or WEBP image of at most 2 MB (the declared
 * type and name are not trusted), then removes the member's previous photo.
 */
export async function updateProfilePhoto(payload: Payload, userId: number, data: Buffer): Promise<boolean> {
  const mimetype = data.length <= PROFILE_PHOTO_MAX_BYTES ? sniffImageType(data) : null
  if (!mimetype) return false
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  const extension = mimetype.split('/')[1]
  // Resizing decodes the whole image, so a file with a valid header but broken content fails here.
  const photo = await payload
    .create({
      collection: 'profile-photos',
      data: { owner: userId },
      file: { data, mimetype, name: `avatar-${userId}.${extension}`, size: data.length },
      overrideAccess: true,
    })
    .catch(() => null)
  if (!photo) return false
  await payload.update({ collection: 'users', id: userId, data: { photo: photo.id }, overrideAccess: true })
  const previous = typeof user.photo === 'object' ? user.photo?.id : user.photo
  if (previous) await payload.delete({ collection: 'profile-photos', id: previous, overrideAccess: true }).catch(() => undefined)
  return true
}
