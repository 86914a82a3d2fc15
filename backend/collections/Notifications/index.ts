import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { ownerOnly, ownerOrAdmin } from '../../access/owner-or-staff'

export const NOTIFICATION_TYPES = ['discussion', 'online-course', 'information'] as const
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number]

/**
 * One message for one member (spec section 3 Notification). Created by other features through
 * backend/services/notifications/create-notification.ts; members read theirs through /user/notification.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { useAsTitle: 'intro', defaultColumns: ['user', 'type', 'intro', 'status', 'createdAt'], listSearchableFields: ['intro'] },
  access: { read: ownerOrAdmin, create: isAdmin, update: ownerOnly, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'type', type: 'select', required: true, defaultValue: 'information', options: NOTIFICATION_TYPES.map((value) => ({ label: value, value })) },
    { name: 'intro', type: 'text', required: true, localized: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'unread', index: true, options: ['unread', 'read'].map((value) => ({ label: value, value })) },
    // An internal route (/online-course/discussion/...), localized when shown.
    { name: 'permalink', type: 'text' },
  ],
}
