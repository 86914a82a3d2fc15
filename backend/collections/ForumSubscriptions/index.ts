import type { CollectionConfig, PayloadRequest } from 'payload'
import { isAdmin, userIsAdmin } from '../../access/is-admin'

const never = () => false

/**
 * A member's explicit choice about a forum's mail (docs/decisions/044): following a thread or a whole course, or
 * muting a thread they would otherwise follow (its author and repliers follow it without a row). Written only through
 * /online-course/discussion/subscription; admins read them in /admin.
 */
export const ForumSubscriptions: CollectionConfig = {
  slug: 'forum-subscriptions',
  admin: {
    defaultColumns: ['user', 'course', 'thread', 'state', 'updatedAt'],
    hidden: ({ user }) => !userIsAdmin(user as PayloadRequest['user']),
  },
  access: { read: isAdmin, create: never, update: never, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'course', type: 'relationship', relationTo: 'courses', index: true, admin: { readOnly: true } },
    { name: 'thread', type: 'relationship', relationTo: 'forum-threads', index: true, admin: { readOnly: true, description: 'Empty: every discussion of the course.' } },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'following',
      options: [
        { label: 'Following', value: 'following' },
        { label: 'Muted', value: 'muted' },
      ],
      admin: { readOnly: true },
    },
    // The language the member used when choosing: their mail is written in it.
    { name: 'locale', type: 'select', defaultValue: 'id', options: [{ label: 'id', value: 'id' }, { label: 'en', value: 'en' }], admin: { readOnly: true } },
    // user:course or user:course:thread; unique, so a double click or two tabs keep one row.
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}
