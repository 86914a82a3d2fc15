import { COURSES_CACHE_TAG } from '../../../lib/contracts/courses/cache-tag'
import { revalidateTags } from '../../hooks/revalidate-tags'
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { courseOf, teachingCreate, teachingRows, teachingUpdate } from '../../access/teaching'
import { LECTURE_TYPES, contentFields } from './content-fields'
import { previewFields } from './preview-fields'
import { cp3pMaterialField } from './cp3p-material-field'
import { forgetContent } from '../../lib/content-cache'

/** The course is taken from the chapter, so a lecture can never sit in one course and count in another. */
const courseFromChapter: CollectionBeforeChangeHook = async ({ data, req }) => {
  const chapterId = typeof data.chapter === 'object' && data.chapter ? data.chapter.id : data.chapter
  if (!chapterId) return data
  const chapter = await req.payload.findByID({ collection: 'course-chapters', id: chapterId, depth: 0, overrideAccess: true, req })
  return { ...data, course: typeof chapter.course === 'object' ? chapter.course.id : chapter.course }
}

/**
 * One lecture. Only the course's staff read this collection directly: learners read lectures through
 * /api/online-course/interface, which checks enrolment first (backend/services/courses/course-access.ts).
 */
export const CourseLectures: CollectionConfig = {
  slug: 'course-lectures',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'chapter', 'course', 'order'], listSearchableFields: ['title'] },
  defaultSort: 'order',
  // Staff of the course only; the course a write lands in is its chapter's (docs/decisions/016).
  access: { read: teachingRows(), create: teachingCreate(courseOf('chapter')), update: teachingUpdate(courseOf('chapter')), delete: teachingRows() },
  hooks: {
    beforeChange: [courseFromChapter],
    afterChange: [revalidateTags(COURSES_CACHE_TAG), () => forgetContent('course-lectures')],
    afterDelete: [revalidateTags(COURSES_CACHE_TAG), () => forgetContent('course-lectures')],
  },
  fields: [
    { name: 'chapter', type: 'relationship', relationTo: 'course-chapters', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'order', type: 'number', required: true, defaultValue: 1 },
    { name: 'type', type: 'select', required: true, defaultValue: 'reading', options: LECTURE_TYPES.map((value) => ({ label: value, value })) },
    { name: 'description', type: 'textarea', localized: true },
    ...contentFields,
    ...previewFields,
    cp3pMaterialField,
  ],
}
