import type { CollectionConfig, PayloadRequest } from 'payload'
import { isAdmin, userIsAdmin } from '../../access/is-admin'

const never = () => false

/**
 * A post waiting for a member's daily or weekly discussion digest (docs/decisions/044): written when the post is
 * made, taken (deleted) by the digest job when it sends the mail. Admins read them in /admin.
 */
export const ForumDigestEntries: CollectionConfig = {
  slug: 'forum-digest-entries',
  admin: {
    defaultColumns: ['user', 'thread', 'frequency', 'dueAt'],
    hidden: ({ user }) => !userIsAdmin(user as PayloadRequest['user']),
  },
  access: { read: isAdmin, create: never, update: never, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'course', type: 'relationship', relationTo: 'courses', admin: { readOnly: true } },
    { name: 'thread', type: 'relationship', relationTo: 'forum-threads', index: true, admin: { readOnly: true } },
    // Empty for a new thread; the reply otherwise.
    { name: 'comment', type: 'relationship', relationTo: 'forum-comments', admin: { readOnly: true } },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      options: [
        { label: 'daily', value: 'daily' },
        { label: 'weekly', value: 'weekly' },
      ],
      admin: { readOnly: true },
    },
    { name: 'dueAt', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // The language the member chose to follow in; empty: mail in both.
    { name: 'locale', type: 'select', options: [{ label: 'id', value: 'id' }, { label: 'en', value: 'en' }], admin: { readOnly: true } },
  ],
}
