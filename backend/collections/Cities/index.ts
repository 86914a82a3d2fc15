import type { CollectionConfig } from 'payload'
import { staffEditedContent } from '../../access/staff-content'
import { forgetContentHooks } from '../../lib/content-cache'

/** Regencies (kabupaten) and cities (kota), each in its province. */
export const Cities: CollectionConfig = {
  slug: 'cities',
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'province'] },
  access: staffEditedContent,
  // Members' profiles keep the labels they show (backend/services/account/to-profile.ts).
  hooks: forgetContentHooks('cities'),
  defaultSort: 'name',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text', required: true },
    { name: 'province', type: 'relationship', relationTo: 'provinces', required: true, index: true },
  ],
}
