import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'
import { isStaff, userIsStaff } from '../../access/is-staff'
import { authenticateRequest } from '../../services/account/authenticate-request'
import { enrolledCourseIds } from '../../services/courses/course-access'
import { limitUploadSize } from '../../hooks/limit-upload-size'
import { forgetContentHooks } from '../../lib/content-cache'

export const COURSE_FILE_MAX_BYTES = 200 * 1024 * 1024

/**
 * A file of a course is served to staff and to learners enrolled in that course. Learners sign in with the
 * portal's session (not Payload's), so the session cookie is checked here; the answer is a Where, which
 * Payload applies when it serves /api/course-files/file/<name>.
 */
const enrolledOrStaff: Access = async ({ req }) => {
  if (userIsStaff(req.user)) return true
  const auth = await authenticateRequest(req)
  if (!auth) return false
  if (userIsStaff(auth.user)) return true
  const ids = await enrolledCourseIds(req.payload, auth.user.id)
  return ids.length ? { course: { in: ids } } : false
}

/** Lecture media (audio, video, documents, slides), downloads and course materials. */
export const CourseFiles: CollectionConfig = {
  slug: 'course-files',
  admin: { useAsTitle: 'filename', group: 'Online courses', description: 'Audio, video, PDF and Office files up to 200 MB.' },
  // Lectures are kept in memory with their files (backend/lib/content-cache).
  hooks: { beforeOperation: [limitUploadSize(COURSE_FILE_MAX_BYTES)], ...forgetContentHooks('course-files') },
  access: { read: enrolledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.UPLOAD_DIR || 'data/media', 'course-files'),
    mimeTypes: [
      'audio/mpeg',
      'audio/mp4',
      'audio/ogg',
      'audio/wav',
      'audio/x-wav',
      'video/mp4',
      'video/webm',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
  },
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true, admin: { description: 'Who may download it: learners enrolled in this course.' } },
    { name: 'title', type: 'text', localized: true },
  ],
}
