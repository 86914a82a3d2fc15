import type { CollectionConfig, PayloadRequest } from 'payload'
import { isAdmin, userIsAdmin } from '../../access/is-admin'
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '../../../lib/contracts/account/data-export'

const never = () => false
const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * The log of members' personal data requests (UU 27/2022, docs/decisions/042): one row per export asked for and per
 * account deleted. Written only by the server; admins read it in /admin, nobody changes it there.
 */
export const DataRequests: CollectionConfig = {
  slug: 'data-requests',
  admin: {
    defaultColumns: ['user', 'kind', 'status', 'requestedAt', 'completedAt', 'expiresAt'],
    hidden: ({ user }) => !userIsAdmin(user as PayloadRequest['user']),
  },
  defaultSort: '-requestedAt',
  access: { read: isAdmin, create: never, update: never, delete: never },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'kind', type: 'select', required: true, index: true, options: options(DATA_REQUEST_KINDS), admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, defaultValue: 'queued', index: true, options: options(DATA_REQUEST_STATUSES), admin: { readOnly: true } },
    { name: 'requestedAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'completedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'expiresAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'file', type: 'upload', relationTo: 'data-exports', admin: { readOnly: true } },
    // The language of the member's request: the ready mail is written in it.
    { name: 'locale', type: 'select', defaultValue: 'id', options: options(['id', 'en']), admin: { readOnly: true } },
  ],
}
