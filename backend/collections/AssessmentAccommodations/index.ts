import type { CollectionBeforeChangeHook, CollectionConfig, RelationshipFieldValidation } from 'payload'
import { allOf, idOf, namedCourse, ownerOrTeaching, teachingCreate, teachingRows, teachingUpdate, type TCourseTargets } from '../../access/teaching'

const bi = (en: string, id: string) => ({ en, id })

/** The course of the quiz or exam named in `assessment`, read without access (the id is checked, not shown). */
const assessmentCourse: TCourseTargets = async (req, data) => {
  if (data.assessment == null) return []
  const id = idOf(data.assessment)
  if (id === undefined) return [-1]
  const bank = await req.payload.findByID({ collection: 'assessments', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  return [idOf(bank?.course) ?? -1]
}

/** A course and a quiz or exam of that course, never one of another: so the row can only widen limits where its staff teach. */
const accommodationCourses = allOf(namedCourse, assessmentCourse)

/** An accommodation naming a quiz or exam belongs to that bank's course, whatever course the form says. */
const courseFromAssessment: CollectionBeforeChangeHook = async ({ data, req }) => {
  const assessmentId = idOf(data.assessment)
  if (!assessmentId) return { ...data, assessment: null }
  const bank = await req.payload.findByID({ collection: 'assessments', id: assessmentId, depth: 0, overrideAccess: true, req })
  return { ...data, course: idOf(bank.course) }
}

/**
 * The account must be a learner's. Checked without access: lecturers may not read accounts (decision 016), so
 * Payload's own `filterOptions` check, which reads as the saving user, would refuse every lecturer.
 */
const learnerAccount: RelationshipFieldValidation = async (value, { req }) => {
  const id = idOf(value)
  const account = id === undefined ? null : await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (account?.role === 'learner') return true
  return req.i18n?.language === 'en' ? 'Choose a learner account.' : 'Pilih akun peserta.'
}

/**
 * Time and attempt accommodations (WCAG 2.2.1 Timing Adjustable), docs/decisions/035: a learner's extra minutes
 * or a multiplier of the time limit, and extra attempts, for one quiz or exam, or for every assessment of a course
 * when `assessment` is empty. Admins and the course's own lecturers and mentors give them; the learner may read
 * their own. backend/services/assessments/accommodations.ts turns them into the limits the server applies.
 */
export const AssessmentAccommodations: CollectionConfig = {
  slug: 'assessment-accommodations',
  admin: { defaultColumns: ['user', 'course', 'assessment', 'extraMinutes', 'timeMultiplier', 'extraAttempts'] },
  access: { read: ownerOrTeaching(), create: teachingCreate(accommodationCourses), update: teachingUpdate(accommodationCourses), delete: teachingRows() },
  hooks: { beforeChange: [courseFromAssessment] },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, label: bi('Learner', 'Peserta'), validate: learnerAccount },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true, label: bi('Course', 'Kursus') },
    {
      name: 'assessment',
      type: 'relationship',
      relationTo: 'assessments',
      index: true,
      label: bi('Quiz or exam', 'Kuis atau ujian'),
      admin: { description: bi('Empty: every quiz and the final exam of the course.', 'Kosong: semua kuis dan ujian akhir kursus ini.') },
    },
    {
      type: 'row',
      fields: [
        { name: 'extraMinutes', type: 'number', min: 0, max: 600, label: bi('Extra minutes', 'Tambahan menit') },
        {
          name: 'timeMultiplier',
          type: 'number',
          min: 1,
          max: 5,
          label: bi('Time multiplier', 'Pengali waktu'),
          admin: { step: 0.25, description: bi('E.g. 1.5 gives half as much time again.', 'Mis. 1,5 memberi tambahan separuh waktu.') },
        },
        { name: 'extraAttempts', type: 'number', min: 0, max: 20, label: bi('Extra attempts', 'Tambahan percobaan') },
      ],
    },
    // The reason may be personal (a disability, an illness): staff read it, the learner's own REST read does not.
    { name: 'note', type: 'textarea', label: bi('Note (staff only)', 'Catatan (hanya staf)'), access: { read: ({ req }) => !!req.user && req.user.role !== 'learner' } },
  ],
}
