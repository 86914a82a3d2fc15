import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { teachingRows } from '../../access/teaching'
import { REPORT_REASON_MAX } from '../../../lib/contracts/forum'

/**
 * A member's report of a forum thread or comment (docs/decisions/041). Filed and resolved only through
 * /online-course/discussion/* (report, moderate); through REST the course's lecturers and mentors and admins read them.
 */
export const ForumReports: CollectionConfig = {
  slug: 'forum-reports',
  admin: { useAsTitle: 'reason', defaultColumns: ['reason', 'course', 'thread', 'comment', 'reporter', 'status', 'createdAt'] },
  access: { read: teachingRows(), create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'reporter', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'thread', type: 'relationship', relationTo: 'forum-threads', required: true, index: true },
    { name: 'comment', type: 'relationship', relationTo: 'forum-comments', index: true, admin: { description: 'Empty when the thread itself is reported.' } },
    { name: 'reason', type: 'text', required: true, maxLength: REPORT_REASON_MAX },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [
        { label: 'Open', value: 'open' },
        { label: 'Resolved', value: 'resolved' },
      ],
    },
    { name: 'resolvedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    { name: 'resolvedAt', type: 'date', admin: { readOnly: true } },
    // reporter:post while open, emptied on resolve: the unique index keeps one open report per member and post
    // even when the same report is sent twice at once (SQLite has no transactions, decision 001).
    { name: 'openKey', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
