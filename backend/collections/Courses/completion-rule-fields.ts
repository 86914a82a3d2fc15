import type { Field } from 'payload'

const bi = (en: string, id: string) => ({ en, id })

/**
 * A course's completion rules (docs/decisions/035), enforced by the learner calls through
 * backend/services/courses/completion-rules.ts; progress itself stays in backend/services/courses/progress.ts.
 */
export const completionRuleFields: Field[] = [
  {
    name: 'sequential',
    type: 'checkbox',
    defaultValue: false,
    label: bi('Sequential', 'Berurutan'),
    admin: {
      position: 'sidebar',
      description: bi('A lecture opens only once the one before it (in outline order) is done.', 'Materi baru terbuka setelah materi sebelumnya (menurut urutan) selesai.'),
    },
  },
  {
    name: 'passedQuizCompletesLecture',
    type: 'checkbox',
    defaultValue: true,
    label: bi('Passed quiz completes its lecture', 'Kuis lulus menuntaskan materinya'),
    admin: {
      position: 'sidebar',
      description: bi('Ticked: a quiz lecture is done when its quiz is passed. Unticked: once an attempt is submitted.', 'Dicentang: materi kuis selesai saat kuisnya lulus. Tidak dicentang: begitu satu percobaan dikumpulkan.'),
    },
  },
  {
    name: 'prerequisites',
    type: 'relationship',
    relationTo: 'courses',
    hasMany: true,
    label: bi('Prerequisite courses', 'Kursus prasyarat'),
    admin: { position: 'sidebar', description: bi('Courses a learner must complete before enrolling in this one.', 'Kursus yang harus diselesaikan peserta sebelum mendaftar di kursus ini.') },
    filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
  },
]
