import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'

/**
 * One row per course announcement whose learners were told. The unique key makes "notify once" hold when a
 * course is saved twice at the same moment (decision 001: no transactions on SQLite).
 */
export const ForumAnnouncementNotices: CollectionConfig = {
  slug: 'forum-announcement-notices',
  admin: { hidden: true },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { description: 'courseId:announcementId' } },
  ],
}
