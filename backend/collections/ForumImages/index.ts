import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { teachingRows } from '../../access/teaching'
import { requireDecodableImage } from '../../hooks/require-decodable-image'
import { courseMembers } from '../../access/course-members'
import { uploadFolder } from '../../uploads/folders'
import { PRIVATE_FILES, storeUnderRandomName } from '../../uploads/private-names'

export const FORUM_IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const FORUM_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** Images members put in thread descriptions; created only by /online-course/discussion/upload-image. */
export const ForumImages: CollectionConfig = {
  slug: 'forum-images',
  admin: { useAsTitle: 'filename' },
  access: { read: courseMembers, create: isAdmin, update: isAdmin, delete: teachingRows() },
  hooks: { beforeOperation: [storeUnderRandomName()], beforeValidate: [requireDecodableImage] },
  custom: PRIVATE_FILES,
  upload: {
    staticDir: uploadFolder('forum-images'),
    mimeTypes: [...FORUM_IMAGE_TYPES],
  },
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
  ],
}
