import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'

/**
 * Portal sessions: an opaque random token, stored only as its SHA-256 (a leaked table opens nothing).
 * Deleting the row is logging out everywhere that token was used.
 */
export const Sessions: CollectionConfig = {
  slug: 'sessions',
  admin: { useAsTitle: 'createdAt', defaultColumns: ['user', 'createdAt', 'expiresAt'] },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'ip', type: 'text' },
    { name: 'userAgent', type: 'text' },
  ],
}
