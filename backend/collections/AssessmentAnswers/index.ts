import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { teachingRows } from '../../access/teaching'

/** A learner's choice for one question of one attempt; unique (attempt, question), a later answer replaces it. */
export const AssessmentAnswers: CollectionConfig = {
  slug: 'assessment-answers',
  admin: { defaultColumns: ['attempt', 'questionId', 'choices'] },
  access: { read: teachingRows('attempt.course'), create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['attempt', 'questionId'], unique: true }],
  fields: [
    { name: 'attempt', type: 'relationship', relationTo: 'assessment-attempts', required: true, index: true },
    { name: 'questionId', type: 'text', required: true },
    { name: 'choices', type: 'json', required: true },
  ],
}
