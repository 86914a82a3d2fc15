import type { Field } from 'payload'
import { adminField, validateRosterForAdmins } from '../../access/admin-field'

export const SOCMED_ICONS = ['linkedin', 'twitter', 'facebook', 'instagram', 'youtube', 'website', 'email'] as const

/** The enrol page's "about" block: overview, who it is for, requirements and what a learner takes away. */
export const aboutFields: Field[] = [
  { name: 'overview', type: 'textarea', localized: true },
  { name: 'courseFor', type: 'textarea', localized: true, admin: { description: 'Who the course is for.' } },
  { name: 'requirements', type: 'textarea', localized: true },
  { name: 'whatToLearn', type: 'array', fields: [{ name: 'item', type: 'text', required: true, localized: true }] },
]

/**
 * Lecturers as shown on the enrol page. `account` links a lecturer to their portal account: that account
 * may read every lecture and sees the course in lecturer/activity/online-course.
 */
export const lecturersField: Field = {
  name: 'lecturers',
  type: 'array',
  // The roster decides who may edit the course (backend/access/teaching.ts): a lecturer cannot add themselves.
  access: adminField,
  fields: [
    { name: 'account', type: 'relationship', relationTo: 'users', validate: validateRosterForAdmins, filterOptions: { role: { in: ['lecturer', 'admin', 'mentor'] } } },
    { name: 'name', type: 'text', required: true },
    { name: 'position', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      name: 'socmed',
      type: 'array',
      fields: [
        { name: 'icon', type: 'select', required: true, options: SOCMED_ICONS.map((value) => ({ label: value, value })) },
        { name: 'name', type: 'text', required: true },
        { name: 'value', type: 'text', required: true, admin: { description: 'A full https:// address or an email address.' } },
      ],
    },
  ],
}

/** Dated notices to enrolled learners and files or links for the whole course. */
export const announcementsField: Field = {
  name: 'announcements',
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'body', type: 'textarea', required: true, localized: true },
    { name: 'date', type: 'date', required: true },
  ],
}

export const materialsField: Field = {
  name: 'materials',
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'file', type: 'upload', relationTo: 'course-files' },
    { name: 'url', type: 'text', admin: { description: 'Instead of a file: an https:// link.' } },
  ],
}
