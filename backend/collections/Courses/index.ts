import { COURSES_CACHE_TAG } from '../../../lib/contracts/courses/cache-tag'
import { revalidateTags } from '../../hooks/revalidate-tags'
import type { CollectionConfig } from 'payload'
import { adminField, validateRosterForAdmins } from '../../access/admin-field'
import { isAdmin } from '../../access/is-admin'
import { publishedOrStaff } from '../../access/published-or-staff'
import { teachingRows } from '../../access/teaching'
import { notifyNewAnnouncements } from '../../services/forum/announcement-notices'
import { completionRuleFields } from './completion-rule-fields'
import { aboutFields, announcementsField, lecturersField, materialsField } from './about-fields'
import { forgetContent } from '../../lib/content-cache'
import { cp3pCourseField } from './cp3p-field'

/**
 * An online course (spec section 3 "Course detail"). Chapters and lectures are their own collections so
 * quizzes (issue 6), the forum (issue 7) and progress can point at them by id. Enrolment, reading and
 * progress rules live in backend/services/courses.
 */
const validateSlug = (value: string | null | undefined): true | string =>
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value ?? '') || 'Use lowercase letters, digits and single hyphens.'

export const Courses: CollectionConfig = {
  slug: 'courses',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'provider', 'latestUpdate', 'order', '_status'], listSearchableFields: ['name', 'slug', 'provider'] },
  versions: { drafts: true },
  defaultSort: 'order',
  hooks: {
    // Enrolled learners are told about a new announcement (issue 7); editors' changes reach the cached pages.
    // Learner calls keep courses in memory (backend/lib/content-cache).
    afterChange: [notifyNewAnnouncements, revalidateTags(COURSES_CACHE_TAG), () => forgetContent('courses')],
    afterDelete: [revalidateTags(COURSES_CACHE_TAG), () => forgetContent('courses')],
  },
  // Lecturers and mentors edit the courses they teach; who teaches (lecturers, mentors) is the admin's to say.
  access: { read: publishedOrStaff, create: isAdmin, update: teachingRows('id'), delete: isAdmin, readVersions: teachingRows('parent') },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, validate: validateSlug },
    { name: 'info', type: 'textarea', localized: true, admin: { description: 'The banner line under the name.' } },
    { name: 'provider', type: 'text', localized: true },
    { name: 'latestUpdate', type: 'date' },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'The floating box image on the enrol page.' } },
    { name: 'intro', type: 'textarea', localized: true, admin: { description: 'Opens the course content page.' } },
    ...aboutFields,
    lecturersField,
    { name: 'mentors', type: 'relationship', relationTo: 'users', hasMany: true, access: adminField, validate: validateRosterForAdmins, filterOptions: { role: { in: ['mentor', 'lecturer', 'admin'] } } },
    {
      name: 'finalExam',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The course ends with a final exam; it is complete only when the exam is passed.' },
    },
    {
      name: 'workshop',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Workshop', id: 'Lokakarya' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Lectures use the fixed workshop layout: course content, discussion, announcement 01, materials, about.',
          id: 'Materi memakai tata letak lokakarya yang tetap: konten kursus, diskusi, pengumuman 01, materi, tentang.',
        },
      },
    },
    ...completionRuleFields,
    cp3pCourseField,
    announcementsField,
    materialsField,
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower comes first in the catalogue.' } },
    { name: 'chapters', type: 'join', collection: 'course-chapters', on: 'course', defaultSort: 'order' },
  ],
}
