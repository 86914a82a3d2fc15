import type { CollectionConfig } from 'payload'
import { staffEditedContent } from '../../access/staff-content'

/** Regencies (kabupaten) and cities (kota), each in its province. */
export const Cities: CollectionConfig = {
  slug: 'cities',
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'province'] },
  access: staffEditedContent,
  defaultSort: 'name',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text', required: true },
    { name: 'province', type: 'relationship', relationTo: 'provinces', required: true, index: true },
  ],
}
