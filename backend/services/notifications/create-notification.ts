import type { Payload } from 'payload'
import type { TNotificationType } from '../../collections/Notifications'
import { usesPostgres } from '../../../lib/runtime/database-url'
import { drizzleTable, type TDrizzle } from '../../lib/flat-rows'
import { locales } from '../../../lib/i18n/config'
import type { TNotificationTopic } from '../../../lib/contracts/notifications/preferences'
import { wants } from './preferences'

export type TNewNotification = {
  userId: number
  type: TNotificationType
  /** The text in both languages. */
  intro: { id: string; en: string }
  /** An internal route, e.g. /online-course/thread/{slug}/{threadId}/{title}; localized when shown. */
  permalink?: string
  /** The preference that silences it; by default the topic of its type (a payment notice names 'payments'). */
  topic?: TNotificationTopic
}

const TOPIC_OF_TYPE: Record<TNotificationType, TNotificationTopic> = { discussion: 'discussion', 'online-course': 'onlineCourse', information: 'information' }

/**
 * What other features call on their events (enrolment, payment verified, forum reply, certificate issued)
 * to tell a member something; it shows in the bell and on the notification page. Written as its row and one
 * text row per language, two statements: Payload's create and second-language update took sixteen, on every new
 * enrolment (the collection has no hooks to skip; docs/decisions/010). One transaction on PostgreSQL, so a message is
 * never left without its text; SQLite runs without transactions (docs/decisions/001). Not written (null) when the member
 * turned this topic off in the app (docs/decisions/040).
 */
export async function createNotification(payload: Payload, input: TNewNotification): Promise<number | null> {
  if (!(await wants(payload, input.userId, 'inApp', input.topic ?? TOPIC_OF_TYPE[input.type]))) return null
  const { db, table } = await drizzleTable(payload, 'notifications')
  const { table: texts } = await drizzleTable(payload, 'notifications_locales')
  const now = new Date().toISOString()
  const write = async (tx: TDrizzle) => {
    const [row] = await tx
      .insert(table)
      .values({ user: input.userId, type: input.type, status: 'unread', permalink: input.permalink ?? null, createdAt: now, updatedAt: now })
      .returning({ id: table.id })
    const id = Number(row.id)
    await tx.insert(texts).values(locales.map((locale) => ({ intro: input.intro[locale], _locale: locale, _parentID: id })))
    return id
  }
  return usesPostgres() ? db.transaction(write) : write(db)
}
