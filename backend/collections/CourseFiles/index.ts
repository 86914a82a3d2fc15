import type { CollectionConfig } from 'payload'
import { namedCourse, teachingCreate, teachingRows, teachingUpdate } from '../../access/teaching'
import { courseMembers } from '../../access/course-members'
import { limitUploadSize } from '../../hooks/limit-upload-size'
import { forgetContentHooks } from '../../lib/content-cache'
import { uploadFolder } from '../../uploads/folders'
import { PRIVATE_FILES, storeUnderRandomName } from '../../uploads/private-names'

export const COURSE_FILE_MAX_BYTES = 200 * 1024 * 1024

/** Lecture media (audio, video, documents, slides), downloads and course materials. */
export const CourseFiles: CollectionConfig = {
  slug: 'course-files',
  admin: { useAsTitle: 'filename' },
  // Lectures are kept in memory with their files (backend/lib/content-cache).
  hooks: { beforeOperation: [limitUploadSize(COURSE_FILE_MAX_BYTES), storeUnderRandomName({ keepNameIn: 'title' })], ...forgetContentHooks('course-files') },
  custom: PRIVATE_FILES,
  access: { read: courseMembers, create: teachingCreate(namedCourse), update: teachingUpdate(namedCourse), delete: teachingRows() },
  upload: {
    staticDir: uploadFolder('course-files'),
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
