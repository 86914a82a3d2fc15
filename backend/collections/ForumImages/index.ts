import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'
import { isAdmin, userIsAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { requireDecodableImage } from '../../hooks/require-decodable-image'
import { authenticateRequest } from '../../services/account/authenticate-request'
import { memberCourseIds } from '../../services/forum/member-courses'

export const FORUM_IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const FORUM_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/**
 * An image in a thread is served only to the members of its course (enrolled learners, its lecturers and
 * mentors) and admins. Members sign in with the portal session, so the cookie is checked here; the answer is
 * a Where that Payload applies when it serves /api/forum-images/file/<name>.
 */
const courseMembers: Access = async ({ req }) => {
  if (userIsAdmin(req.user)) return true
  const auth = await authenticateRequest(req)
  if (!auth) return false
  if (auth.user.role === 'admin') return true
  const ids = await memberCourseIds(req.payload, auth.user.id)
  return ids.length ? { course: { in: ids } } : false
}

/** Images members put in thread descriptions; created only by /online-course/discussion/upload-image. */
export const ForumImages: CollectionConfig = {
  slug: 'forum-images',
  admin: { useAsTitle: 'filename', group: 'Online courses' },
  access: { read: courseMembers, create: isAdmin, update: isAdmin, delete: isStaff },
  hooks: { beforeValidate: [requireDecodableImage] },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.UPLOAD_DIR || 'data/media', 'forum-images'),
    mimeTypes: [...FORUM_IMAGE_TYPES],
  },
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
  ],
}
