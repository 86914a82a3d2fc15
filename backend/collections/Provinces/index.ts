import type { CollectionConfig } from 'payload'
import { staffEditedContent } from '../../access/staff-content'
import { forgetContentHooks } from '../../lib/content-cache'

/** Indonesia's 38 provinces, with their official (Kemendagri) codes. */
export const Provinces: CollectionConfig = {
  slug: 'provinces',
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name'] },
  access: staffEditedContent,
  // Members' profiles keep the labels they show (backend/services/account/to-profile.ts).
  hooks: forgetContentHooks('provinces'),
  defaultSort: 'name',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text', required: true },
  ],
}
