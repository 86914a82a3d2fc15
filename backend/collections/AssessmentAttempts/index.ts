import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { ownerOrTeaching } from '../../access/teaching'
import { userIsStaff } from '../../access/is-staff'

/**
 * One attempt at a quiz or exam. The server sets `startedAt` and `deadline`; `attemptKey` (user:assessment:number)
 * is unique so two starts at once make one attempt. An attempt is closed by one conditional update that sets
 * `submittedAt` only while it is still empty (backend/services/assessments/submit-attempt.ts), so of two
 * concurrent submits exactly one counts; one past its deadline is closed at the deadline on the next call.
 */
export const AssessmentAttempts: CollectionConfig = {
  slug: 'assessment-attempts',
  admin: { defaultColumns: ['user', 'assessment', 'number', 'score', 'passed', 'submittedAt'] },
  access: { read: ownerOrTeaching(), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'assessment', type: 'relationship', relationTo: 'assessments', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'number', type: 'number', required: true },
    { name: 'attemptKey', type: 'text', required: true, unique: true, index: true },
    { name: 'startedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'deadline', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'submittedAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'score', type: 'number' },
    { name: 'passed', type: 'checkbox', defaultValue: false },
    { name: 'reviewed', type: 'checkbox', defaultValue: false },
    // Closed with an essay not yet graded: the score does not count and it is not passed until it is.
    { name: 'awaitingGrading', type: 'checkbox', defaultValue: false, index: true },
    // Which questions this attempt shows, in which order, with which option order (backend/services/assessments/draw.ts).
    // Staff only: its real option and pair ids, in authored order, would give a learner the matching key and the order.
    { name: 'draw', type: 'json', access: { read: ({ req }) => userIsStaff(req.user) }, admin: { readOnly: true } },
  ],
}
