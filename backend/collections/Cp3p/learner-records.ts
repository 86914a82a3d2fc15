import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { ownerOrAdmin } from '../../access/owner-or-staff'

const never = () => false

/**
 * DEPRECATED, read-only (decision 036): lectures marked read under the old cp3p lecture model. Since migration
 * cp3p_engine, /cp3p/lms records progress in `lecture-progress` on the programme's engine course and nothing writes
 * here; the rows stay for audit until a later migration drops the table (dropping it now would rebuild the shared
 * payload_locked_documents_rels table on SQLite, which other branches change at the same time).
 */
export const Cp3pProgress: CollectionConfig = {
  slug: 'cp3p-progress',
  admin: { defaultColumns: ['user', 'programme', 'lectureId', 'createdAt'], hidden: true },
  indexes: [{ fields: ['user', 'lectureId'], unique: true }],
  access: { read: ownerOrAdmin, create: never, update: never, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'programme', type: 'relationship', relationTo: 'cp3p-programmes', required: true },
    { name: 'lectureId', type: 'text', required: true },
  ],
}

/** A learner's feedback on a programme: star ratings per question and free text, once (unique user+programme). */
export const Cp3pFeedback: CollectionConfig = {
  slug: 'cp3p-feedback',
  admin: { defaultColumns: ['user', 'programme', 'createdAt'] },
  indexes: [{ fields: ['user', 'programme'], unique: true }],
  access: { read: ownerOrAdmin, create: never, update: never, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'programme', type: 'relationship', relationTo: 'cp3p-programmes', required: true },
    { name: 'ratings', type: 'json', required: true, admin: { description: '[{ id: question row id, star: 1–5 }]' } },
    { name: 'others', type: 'textarea' },
  ],
}

/** A company's request for an in-house run of the programme (the inhouse-registration form). */
export const Cp3pInhouseRequests: CollectionConfig = {
  slug: 'cp3p-inhouse-requests',
  admin: { useAsTitle: 'company', defaultColumns: ['company', 'fullName', 'email', 'estimatedParticipants', 'handled', 'createdAt'], listSearchableFields: ['company', 'fullName', 'email'] },
  defaultSort: '-createdAt',
  // Companies' contact details: the admin's (docs/decisions/016).
  access: { read: isAdmin, create: never, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'fullName', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phoneNumber', type: 'text', required: true },
    { name: 'company', type: 'text', required: true },
    { name: 'estimatedParticipants', type: 'number', required: true },
    { name: 'expectedDate', type: 'text' },
    { name: 'purpose', type: 'textarea', required: true },
    { name: 'handled', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
