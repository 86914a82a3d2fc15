import type { Payload } from 'payload'
import { FORUM_IMAGE_MAX_BYTES } from '../../collections/ForumImages'
import { sniffImageType } from '../../lib/sniff-image-type'
import { uploadPath } from '../shapes'

/**
 * Stores an image for a thread when its bytes prove a JPEG, PNG or WEBP of at most 2 MB (the declared type and
 * name are not trusted); answers its same-origin URL, or null.
 */
export async function uploadForumImage(payload: Payload, input: { courseId: number; ownerId: number; data: Buffer }): Promise<string | null> {
  const mimetype = input.data.length <= FORUM_IMAGE_MAX_BYTES ? sniffImageType(input.data) : null
  if (!mimetype) return null
  const extension = mimetype.split('/')[1]
  const image = await payload
    .create({
      collection: 'forum-images',
      data: { course: input.courseId, owner: input.ownerId },
      file: { data: input.data, mimetype, name: `forum-${input.courseId}-${input.ownerId}.${extension}`, size: input.data.length },
      overrideAccess: true,
    })
    .catch(() => null)
  return image?.url ? uploadPath(image.url) : null
}
