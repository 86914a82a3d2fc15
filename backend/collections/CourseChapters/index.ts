import { COURSES_CACHE_TAG } from '../../../features/courses/cache-tag'
import { revalidateTags } from '../../hooks/revalidate-tags'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/is-staff'
import { forgetContent } from '../../lib/content-cache'

/** A chapter of a course; its lectures join back here. Titles are public (the enrol page lists them). */
export const CourseChapters: CollectionConfig = {
  slug: 'course-chapters',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'course', 'order'], group: 'Online courses' },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateTags(COURSES_CACHE_TAG), () => forgetContent('course-chapters')], afterDelete: [revalidateTags(COURSES_CACHE_TAG), () => forgetContent('course-chapters')] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'order', type: 'number', required: true, defaultValue: 1 },
    { name: 'lectures', type: 'join', collection: 'course-lectures', on: 'chapter', defaultSort: 'order' },
  ],
}
