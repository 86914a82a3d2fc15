import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { teachingRows } from '../../access/teaching'

/** A learner's response to one question of one attempt; unique (attempt, question), a later answer replaces it. */
export const AssessmentAnswers: CollectionConfig = {
  slug: 'assessment-answers',
  admin: { defaultColumns: ['attempt', 'questionId', 'choices'] },
  access: { read: teachingRows('attempt.course'), create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['attempt', 'questionId'], unique: true }],
  fields: [
    { name: 'attempt', type: 'relationship', relationTo: 'assessment-attempts', required: true, index: true },
    { name: 'questionId', type: 'text', required: true },
    // The response (backend/services/assessments/question-kinds.ts TResponse): option ids, an order, matches, text or a number.
    { name: 'choices', type: 'json', required: true },
    { name: 'kind', type: 'text', index: true, admin: { readOnly: true } },
    // 0..1, set when the attempt closes; an essay's stays empty until graded (backend/services/assessments/grading.ts).
    { name: 'credit', type: 'number', min: 0, max: 1, admin: { readOnly: true } },
    { name: 'gradedPoints', type: 'number', min: 0 },
    { name: 'feedback', type: 'textarea' },
    { name: 'gradedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'gradedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
