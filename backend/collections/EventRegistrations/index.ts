import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'

/**
 * One member's place at one event (POST event/registration) and their digital attendance.
 * Two unique indexes carry the concurrency rules on both databases (docs/decisions/001): one row per
 * member and event, and one row per seat number of an event, so no more rows than seats can exist.
 * Rows are written only by backend/services/event-registration; staff read them here and export CSV.
 */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['event', 'user', 'seat', 'attendedAt', 'createdAt'],
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  indexes: [
    { fields: ['event', 'user'], unique: true },
    { fields: ['event', 'seat'], unique: true },
  ],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'seat',
      type: 'number',
      admin: { readOnly: true, description: 'Seat number when the event has a capacity (1 to capacity).' },
    },
    { name: 'answers', type: 'json', admin: { readOnly: true, description: 'Answers to the event registration form, by question id.' } },
    { name: 'attendedAt', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
