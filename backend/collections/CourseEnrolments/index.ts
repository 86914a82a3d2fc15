import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { ownerOrTeaching } from '../../access/teaching'

/**
 * A learner's enrolment in a course. The unique (user, course) index makes enrolling once per learner hold
 * under concurrency (docs/decisions/001); learners enrol only through POST /api/online-course/enroll.
 */
export const CourseEnrolments: CollectionConfig = {
  slug: 'course-enrolments',
  admin: { defaultColumns: ['user', 'course', 'createdAt'] },
  access: { read: ownerOrTeaching(), create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['user', 'course'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
  ],
}
