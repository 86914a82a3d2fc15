import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { teachingRows } from '../../access/teaching'
import { moderationFields } from '../ForumReports/moderation-fields'

/** A reply in a forum thread; written through /online-course/discussion/create-comment (sanitised there). */
export const ForumComments: CollectionConfig = {
  slug: 'forum-comments',
  admin: { useAsTitle: 'id', defaultColumns: ['thread', 'author', 'hidden', 'createdAt'] },
  access: { read: teachingRows(), create: isAdmin, update: isAdmin, delete: teachingRows() },
  defaultSort: '-createdAt',
  fields: [
    { name: 'thread', type: 'relationship', relationTo: 'forum-threads', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'body', type: 'textarea', required: true, admin: { description: 'Sanitised HTML.' } },
    { name: 'author', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'endorsed', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', description: 'Marked as the answer by a moderator.' } },
    ...moderationFields,
  ],
}
