import type { CollectionConfig } from 'payload'
import { staffEditedContent } from '../../access/staff-content'
import { forgetContentHooks } from '../../lib/content-cache'

export const MASTER_GROUPS = ['occupation', 'industry-sector', 'education', 'work-experience'] as const
export type TMasterGroup = (typeof MASTER_GROUPS)[number]

/** The short choice lists of the profile form (spec section 7 Master), one collection with a group each. */
export const MasterOptions: CollectionConfig = {
  slug: 'master-options',
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'group', 'order'] },
  access: staffEditedContent,
  // Members' profiles keep the labels they show (backend/services/account/to-profile.ts).
  hooks: forgetContentHooks('master-options'),
  defaultSort: 'order',
  fields: [
    { name: 'group', type: 'select', required: true, index: true, options: MASTER_GROUPS.map((value) => ({ label: value, value })) },
    { name: 'label', type: 'text', required: true, localized: true },
    { name: 'order', type: 'number', defaultValue: 0 },
    // "Other" occupations ask for the free-text occupationOther.
    { name: 'isOther', type: 'checkbox', defaultValue: false },
  ],
}
