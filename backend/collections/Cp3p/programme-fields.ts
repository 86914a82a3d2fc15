import type { Field, PayloadRequest } from 'payload'
import { adminField } from '../../access/admin-field'
import { userIsStaff } from '../../access/is-staff'

export const CP3P_CURRENCIES = ['IDR', 'USD'] as const

/** What the public detail and enrollment pages show (spec section 3, cp3p public course detail). */
export const publicFields: Field[] = [
  { name: 'title', type: 'text', required: true, localized: true },
  { name: 'slug', type: 'text', required: true, unique: true, index: true, admin: { description: 'Lowercase words joined by dashes; part of the address.' } },
  { name: 'category', type: 'text', localized: true, admin: { description: 'e.g. Public course, Certification' } },
  { name: 'banner', type: 'upload', relationTo: 'media' },
  { name: 'intro', type: 'textarea', localized: true },
  { name: 'description', type: 'richText', localized: true },
  {
    name: 'schedule',
    type: 'array',
    fields: [
      { name: 'day', type: 'text', localized: true },
      { name: 'date', type: 'text', localized: true },
      { name: 'sessions', type: 'array', fields: [{ name: 'time', type: 'text' }, { name: 'session', type: 'text', localized: true }] },
    ],
  },
  { name: 'learningObjectives', type: 'array', fields: [{ name: 'text', type: 'text', required: true, localized: true }] },
  { name: 'targetAudience', type: 'array', fields: [{ name: 'text', type: 'text', required: true, localized: true }] },
  { name: 'examStructure', type: 'textarea', localized: true },
  {
    name: 'trainers',
    type: 'array',
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'position', type: 'text', localized: true },
      { name: 'description', type: 'textarea', localized: true },
      { name: 'photo', type: 'upload', relationTo: 'media' },
    ],
  },
  { name: 'testimonies', type: 'array', fields: [{ name: 'name', type: 'text', required: true }, { name: 'role', type: 'text', localized: true }, { name: 'quote', type: 'textarea', required: true, localized: true }] },
]

/** The enrollment detail: price, dates, place, languages, downloads, further list, terms. */
export const enrollmentFields: Field[] = [
  { name: 'price', type: 'number', required: true, min: 0, access: adminField, admin: { description: 'Whole units of the currency (IDR has no decimals).' } },
  { name: 'currency', type: 'select', required: true, defaultValue: 'IDR', access: adminField, options: CP3P_CURRENCIES.map((value) => ({ label: value, value })) },
  { name: 'dueDateRegistration', type: 'date', required: true, admin: { description: 'Registration closes at the end of this moment.' } },
  { name: 'capacity', type: 'number', required: true, min: 1 },
  {
    name: 'registeredCount',
    type: 'number',
    defaultValue: 0,
    // Kept by the registration call in one conditional UPDATE (capacity holds under concurrency).
    access: { create: () => false, update: () => false },
    admin: { readOnly: true, position: 'sidebar' },
  },
  { name: 'deliveryFormat', type: 'group', fields: [{ name: 'course', type: 'text', localized: true }, { name: 'exam', type: 'text', localized: true }] },
  { name: 'venue', type: 'text', localized: true },
  { name: 'date', type: 'text', localized: true, admin: { description: 'As shown, e.g. 12–14 January 2027' } },
  {
    name: 'languages',
    type: 'group',
    fields: [{ name: 'course', type: 'text', localized: true }, { name: 'material', type: 'text', localized: true }, { name: 'exam', type: 'text', localized: true }],
  },
  { name: 'downloads', type: 'array', fields: [{ name: 'filename', type: 'text', required: true, localized: true }, { name: 'url', type: 'text', required: true }, { name: 'info', type: 'text', localized: true }] },
  { name: 'furtherList', type: 'array', fields: [{ name: 'title', type: 'text', required: true, localized: true }] },
  { name: 'terms', type: 'textarea', localized: true },
]

/** The learning side, seen only by paid registrants through /cp3p/lms. Chapters and lectures are the engine course's. */
const staffOnly = { read: ({ req }: { req: PayloadRequest }) => userIsStaff(req.user) }

export const learningFields: Field[] = [
  { name: 'courseName', type: 'text', localized: true, access: staffOnly },
  {
    // The programme's chapters, lectures, quizzes and final exam live on the online-course engine (decision 036).
    name: 'course',
    type: 'relationship',
    relationTo: 'courses',
    access: { ...staffOnly, ...adminField },
    label: { en: 'Engine course', id: 'Kursus di mesin pembelajaran' },
    admin: {
      description: {
        en: 'The course (marked cp3p) holding the chapters, lectures, quizzes and final exam; paid registrants are enrolled in it.',
        id: 'Kursus (bertanda cp3p) yang memuat bab, materi, kuis dan ujian akhir; pendaftar yang sudah membayar didaftarkan ke kursus ini.',
      },
    },
  },
  { name: 'announcements', type: 'array', access: staffOnly, fields: [{ name: 'title', type: 'text', required: true, localized: true }, { name: 'body', type: 'textarea', localized: true }, { name: 'date', type: 'date' }] },
  { name: 'feedbackQuestions', type: 'array', access: staffOnly, fields: [{ name: 'title', type: 'text', required: true, localized: true }] },
]
