import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { teachingRows } from '../../access/teaching'
import { moderationFields } from '../ForumReports/moderation-fields'

/**
 * A discussion thread in a course's forum (spec section 3 "Discussion"). Members write and read threads only
 * through /online-course/discussion/* (backend/endpoints/forum), which applies the course access rule and
 * sanitises the description; the REST collection API is for admins and moderating staff.
 */
export const ForumThreads: CollectionConfig = {
  slug: 'forum-threads',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'course', 'chapter', 'author', 'hidden', 'createdAt'], listSearchableFields: ['title'] },
  access: { read: teachingRows(), create: isAdmin, update: isAdmin, delete: teachingRows() },
  defaultSort: '-createdAt',
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'chapter', type: 'relationship', relationTo: 'course-chapters', required: true, index: true },
    { name: 'subChapter', type: 'relationship', relationTo: 'course-lectures' },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true, admin: { description: 'Sanitised HTML.' } },
    { name: 'author', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'pinned', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    { name: 'locked', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', description: 'No new replies.' } },
    ...moderationFields,
  ],
}
