import type { Payload } from 'payload'
import { usesPostgres } from '../../../lib/runtime/database-url'
import { defaultLocale, type Locale } from '../../../lib/i18n/config'
import { drizzleTable } from '../../lib/flat-rows'
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

type TRow = { id: number; type: TNotificationItem['type']; status: TNotificationItem['status']; createdAt: string; permalink: string | null; intro: string | null; totalUnread: number | string }
type TPrepared = { execute: (values: { user: number; locale: Locale }) => Promise<TRow[]> }
const statements = new WeakMap<object, Map<string, Promise<TPrepared>>>()

/**
 * The member's notifications and unread count as one statement, prepared once per process. Built as Payload's
 * find reads them (its locale fallback included: an empty or missing text in the call's language shows the default
 * language's), which took a find and a count through Payload, about 4 ms of CPU on the bell every member page asks
 * for (docs/decisions/010). The count rides on every row: when the member has no notification at all it is 0.
 */
async function prepareList(payload: Payload, onlyUnread: boolean): Promise<TPrepared> {
  const { db, table, ops } = await drizzleTable(payload, 'notifications')
  const { table: texts } = await drizzleTable(payload, 'notifications_locales')
  const { sql, and, eq, desc } = ops
  const columns = table as Record<string, never>
  const nameOf = (field: string) => (table[field] as { name: string }).name
  const user = sql.placeholder('user')
  const textIn = (locale: unknown) => sql`(SELECT nullif(${texts.intro}, '') FROM ${texts} WHERE ${texts._parentID} = ${table.id} AND ${texts._locale} = ${locale})`
  const asStored = sql`(SELECT ${texts.intro} FROM ${texts} WHERE ${texts._parentID} = ${table.id} AND ${texts._locale} = ${sql.placeholder('locale')})`
  const column = (name: string) => sql`unread.${sql.identifier(name)}`
  const unread = sql`(SELECT count(*) FROM ${table} AS unread WHERE ${column(nameOf('user'))} = ${user} AND ${column(nameOf('status'))} = 'unread')`
  const select = db
    .select({
      id: table.id,
      type: table.type,
      status: table.status,
      createdAt: table.createdAt,
      permalink: table.permalink,
      intro: sql`coalesce(${textIn(sql.placeholder('locale'))}, ${textIn(defaultLocale)}, ${asStored})`,
      totalUnread: unread,
    })
    .from(table)
    .where(and(eq(columns.user, user), onlyUnread ? eq(columns.status, 'unread') : undefined))
    .orderBy(desc(columns.createdAt), desc(columns.id))
    .limit(100) as unknown as { prepare: (name?: string) => TPrepared }
  return usesPostgres() ? select.prepare(`notifications_${onlyUnread ? 'unread' : 'all'}`) : select.prepare()
}

function listStatement(payload: Payload, onlyUnread: boolean): Promise<TPrepared> {
  const byKind = statements.get(payload) ?? new Map<string, Promise<TPrepared>>()
  statements.set(payload, byKind)
  const kind = onlyUnread ? 'unread' : 'all'
  let ready = byKind.get(kind)
  if (!ready) {
    ready = prepareList(payload, onlyUnread)
    ready.catch(() => byKind.delete(kind))
    byKind.set(kind, ready)
  }
  return ready
}

/** The member's own notifications, newest first (the id breaks a tie within a millisecond), at most 100. */
export async function listNotifications(payload: Payload, user: User, locale: Locale, onlyUnread = false): Promise<TNotificationList> {
  const rows = await (await listStatement(payload, onlyUnread)).execute({ user: user.id, locale })
  return {
    totalUnread: Number(rows[0]?.totalUnread ?? 0),
    listing: rows.map((row) => ({
      notificationId: Number(row.id),
      type: row.type,
      intro: row.intro as string,
      status: row.status,
      date: new Date(row.createdAt).toISOString(),
      permalink: row.permalink ?? '',
    })),
  }
}
