import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { teachingRows } from '../../access/teaching'

/**
 * A learner's feedback on a course, given once before the e-certificate is shown (unique user + course).
 * Learners post it only through POST /api/online-course/certificate/submit-feedback; staff read it here.
 */
export const CourseFeedback: CollectionConfig = {
  slug: 'course-feedback',
  admin: { defaultColumns: ['user', 'course', 'createdAt'] },
  access: { read: teachingRows(), create: () => false, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['user', 'course'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    {
      name: 'rating',
      type: 'array',
      required: true,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'star', type: 'number', required: true, min: 1, max: 5 },
      ],
    },
    { name: 'others', type: 'textarea' },
  ],
}
