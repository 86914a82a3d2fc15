import type { Field } from 'payload'

/** A post a moderator hid: learners no longer see it, moderators still do (docs/decisions/041). */
export const moderationFields: Field[] = [
  { name: 'hidden', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
  { name: 'hiddenBy', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar', readOnly: true, condition: (data) => !!data?.hidden } },
  { name: 'hiddenAt', type: 'date', admin: { position: 'sidebar', readOnly: true, condition: (data) => !!data?.hidden } },
]
