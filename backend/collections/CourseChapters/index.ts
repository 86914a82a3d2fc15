import { COURSES_CACHE_TAG } from '../../../lib/contracts/courses/cache-tag'
import { revalidateTags } from '../../hooks/revalidate-tags'
import type { CollectionConfig } from 'payload'
import { forgetContent } from '../../lib/content-cache'
import { anyone } from '../../access/anyone'
import { namedCourse, teachingCreate, teachingRows, teachingUpdate } from '../../access/teaching'

/** A chapter of a course; its lectures join back here. Titles are public (the enrol page lists them). */
export const CourseChapters: CollectionConfig = {
  slug: 'course-chapters',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'course', 'order'] },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateTags(COURSES_CACHE_TAG), () => forgetContent('course-chapters')], afterDelete: [revalidateTags(COURSES_CACHE_TAG), () => forgetContent('course-chapters')] },
  // Lecturers and mentors write the chapters of the courses they teach (docs/decisions/016).
  access: { read: anyone, create: teachingCreate(namedCourse), update: teachingUpdate(namedCourse), delete: teachingRows() },
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'order', type: 'number', required: true, defaultValue: 1 },
    { name: 'lectures', type: 'join', collection: 'course-lectures', on: 'chapter', defaultSort: 'order' },
  ],
}
