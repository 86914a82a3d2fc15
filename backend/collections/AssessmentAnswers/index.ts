import type { CollectionConfig, FieldAccess } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { teachingRows } from '../../access/teaching'
import { checkAdminGrade, rescoreAfterAdminGrade } from './grade-hooks'

/** What the learner gave and what the server worked out: never changed by hand, only points and feedback are. */
const fixed: { update: FieldAccess } = { update: () => false }

/**
 * A learner's response to one question of one attempt; unique (attempt, question), a later answer replaces it.
 * The course's teaching staff (and admins) grade essays here too: points and feedback, checked and scored by the
 * same service as the grading queue (backend/services/assessments/grading.ts).
 */
export const AssessmentAnswers: CollectionConfig = {
  slug: 'assessment-answers',
  admin: { defaultColumns: ['attempt', 'kind', 'questionId', 'gradedPoints', 'gradedAt'] },
  access: { read: teachingRows('attempt.course'), create: isAdmin, update: teachingRows('attempt.course'), delete: isAdmin },
  hooks: { beforeChange: [checkAdminGrade], afterChange: [rescoreAfterAdminGrade] },
  indexes: [{ fields: ['attempt', 'questionId'], unique: true }],
  fields: [
    { name: 'attempt', type: 'relationship', relationTo: 'assessment-attempts', required: true, index: true, access: fixed },
    { name: 'questionId', type: 'text', required: true, access: fixed },
    // The response (backend/services/assessments/question-kinds.ts TResponse): option ids, an order, matches, text or a number.
    { name: 'choices', type: 'json', required: true, access: fixed },
    { name: 'kind', type: 'text', index: true, access: fixed, admin: { readOnly: true } },
    // 0..1, set when the attempt closes; an essay's stays empty until graded.
    { name: 'credit', type: 'number', min: 0, max: 1, access: fixed, admin: { readOnly: true } },
    { name: 'gradedPoints', type: 'number', min: 0 },
    { name: 'feedback', type: 'textarea' },
    { name: 'gradedAt', type: 'date', access: fixed, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'gradedBy', type: 'relationship', relationTo: 'users', access: fixed, admin: { readOnly: true } },
  ],
}
