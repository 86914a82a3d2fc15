import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'

/** Views per page and per day of the last 30 days, above the list (docs/decisions/028). */
const REPORT = '/backend/admin/PageViewsReport#PageViewsReport'

/** Spec section 7 tracking: one row per page view, a member's or an anonymous visitor's (no IP kept). */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  admin: { useAsTitle: 'path', defaultColumns: ['path', 'user', 'locale', 'createdAt'], components: { beforeList: [REPORT] } },
  access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'path', type: 'text', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    // A random id the browser keeps in local storage; not a fingerprint.
    { name: 'visitorId', type: 'text', index: true },
    { name: 'locale', type: 'text' },
    { name: 'referrer', type: 'text' },
  ],
}
