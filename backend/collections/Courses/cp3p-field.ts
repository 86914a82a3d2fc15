import type { Field } from 'payload'
import { adminField } from '../../access/admin-field'

/**
 * A course that is a cp3p programme batch on the engine (decision 036): left out of the online-course catalogue,
 * highlight and sitemap, and not enrollable through /online-course/enroll; a paid cp3p registration enrols.
 */
export const cp3pCourseField: Field = {
  name: 'cp3pCourse',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  access: adminField,
  label: { en: 'cp3p programme course', id: 'Kursus program cp3p' },
  admin: {
    position: 'sidebar',
    description: {
      en: 'Hidden from the online-course catalogue; learners get in by a paid cp3p registration only.',
      id: 'Tidak tampil di katalog kursus online; peserta masuk hanya melalui pendaftaran cp3p yang sudah dibayar.',
    },
  },
}
