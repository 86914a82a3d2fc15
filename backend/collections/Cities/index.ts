import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/is-staff'

/** Regencies (kabupaten) and cities (kota), each in its province. */
export const Cities: CollectionConfig = {
  slug: 'cities',
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'province'], group: 'Accounts' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'name',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text', required: true },
    { name: 'province', type: 'relationship', relationTo: 'provinces', required: true, index: true },
  ],
}
