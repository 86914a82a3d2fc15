import type { CollectionConfig } from 'payload'
import { isStaff } from '../../access/is-staff'

/**
 * The site-wide search index: one row per published document and language, kept in step by the
 * `syncSearch` hooks of each searchable collection (backend/search/sources.ts). Never edited by hand.
 * On PostgreSQL a migration adds a generated `search_vector` column (indonesian/english full-text
 * configuration by the row's locale) with a GIN index; SQLite searches `haystack` instead.
 */
export const SearchEntries: CollectionConfig = {
  slug: 'search-entries',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'module', 'locale', 'date'], hidden: ({ user }) => user?.role !== 'admin' },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'module', type: 'text', required: true, index: true },
    { name: 'docId', type: 'number', required: true, index: true },
    { name: 'locale', type: 'text', required: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'haystack', type: 'textarea', admin: { hidden: true } },
    { name: 'permalink', type: 'text', required: true },
    { name: 'kind', type: 'text' },
    { name: 'kindLabel', type: 'text' },
    { name: 'topics', type: 'relationship', relationTo: 'topics', hasMany: true },
    { name: 'year', type: 'number', index: true },
    { name: 'date', type: 'date', admin: { description: 'Shown with the result, when the item has a date of its own.' } },
    { name: 'sortDate', type: 'date', index: true, admin: { description: 'Orders results by newest/oldest.' } },
    { name: 'imageUrl', type: 'text' },
  ],
}
