import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/is-staff'

/** Indonesia's 38 provinces, with their official (Kemendagri) codes. */
export const Provinces: CollectionConfig = {
  slug: 'provinces',
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name'], group: 'Accounts' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'name',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text', required: true },
  ],
}
