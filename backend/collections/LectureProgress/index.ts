import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { ownerOrTeaching } from '../../access/teaching'

/**
 * One row per lecture a learner marked as read. Unique (user, lecture): marking twice, even at once, leaves
 * one row. `course` is kept so progress is one count per course (backend/services/courses/progress.ts).
 */
export const LectureProgress: CollectionConfig = {
  slug: 'lecture-progress',
  admin: { defaultColumns: ['user', 'lecture', 'course', 'createdAt'] },
  access: { read: ownerOrTeaching(), create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['user', 'lecture'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'lecture', type: 'relationship', relationTo: 'course-lectures', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
  ],
}
