import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { User } from '../../payload-types'

export type TNotificationItem = {
  notificationId: number
  type: 'discussion' | 'online-course' | 'information'
  intro: string
  status: 'unread' | 'read'
  date: string
  permalink: string
}

export type TNotificationList = { listing: TNotificationItem[]; totalUnread: number }

/** The member's notifications, newest first, read through access control as that member. */
export async function listNotifications(payload: Payload, user: User, locale: Locale, onlyUnread = false): Promise<TNotificationList> {
  const asUser = { user: { ...user, collection: 'users' as const }, overrideAccess: false }
  const [{ docs }, unread] = await Promise.all([
    payload.find({
      collection: 'notifications',
      // Staff may read everyone's through access control; the bell shows only one's own.
      where: { and: [{ user: { equals: user.id } }, ...(onlyUnread ? [{ status: { equals: 'unread' } }] : [])] },
      // Newest first; the id breaks a tie between two written in the same millisecond.
      sort: ['-createdAt', '-id'],
      limit: 100,
      // One statement: no COUNT of the page (the unread count is below), only the fields the list shows.
      pagination: false,
      select: { type: true, intro: true, status: true, createdAt: true, permalink: true },
      locale,
      depth: 0,
      ...asUser,
    }),
    payload.count({
      collection: 'notifications',
      where: { and: [{ user: { equals: user.id } }, { status: { equals: 'unread' } }] },
      ...asUser,
    }),
  ])
  return {
    totalUnread: unread.totalDocs,
    listing: docs.map((doc) => ({
      notificationId: doc.id,
      type: doc.type,
      intro: doc.intro,
      status: doc.status,
      date: doc.createdAt,
      permalink: doc.permalink ?? '',
    })),
  }
}
