import type { Payload } from 'payload'
import { TIMEZONE_OFFSET_MINUTES } from '../../../lib/format/date'
import { usesPostgres } from '../../../lib/runtime/database-url'
import { drizzleTable, type TOps, type TTable } from '../../lib/flat-rows'

export type TDayViews = { day: string; views: number; members: number }
export type TPageViewsOfPath = { path: string; views: number; members: number }
export type TPageViewStats = { days: TDayViews[]; pages: TPageViewsOfPath[]; total: number }
type TGroupRow = { day: string; path: string; views: number; members: number }

const DAY_MS = 24 * 60 * 60 * 1000
const OFFSET_MS = TIMEZONE_OFFSET_MINUTES * 60 * 1000

/** The spec's calendar day (UTC+7) of an instant, as YYYY-MM-DD. */
export const localDay = (instant: Date) => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10)

/** The first instant of the oldest of the `days` local days that end with today's. */
export function firstInstantOf(days: number, now: Date): Date {
  const startOfToday = Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS
  return new Date(startOfToday - (days - 1) * DAY_MS)
}

/**
 * The row's local day in SQL: the column is text (ISO, UTC) on SQLite and timestamptz on PostgreSQL. The offset is
 * written into the statement, not bound: PostgreSQL would see the SELECT's and the GROUP BY's parameters as two
 * different expressions.
 */
function dayOf(table: TTable, ops: TOps) {
  const minutes = ops.sql.raw(String(Math.trunc(TIMEZONE_OFFSET_MINUTES)))
  if (usesPostgres()) {
    return ops.sql<string>`to_char((${table.createdAt} AT TIME ZONE 'UTC') + ${minutes} * interval '1 minute', 'YYYY-MM-DD')`
  }
  return ops.sql<string>`strftime('%Y-%m-%d', ${table.createdAt}, '+' || ${minutes} || ' minutes')`
}

type TGroupingDb = {
  select: (columns: Record<string, unknown>) => {
    from: (table: TTable) => { where: (condition: unknown) => { groupBy: (...columns: unknown[]) => Promise<Record<string, unknown>[]> } }
  }
}

/** Views per local day and path since `since`, counted by the database (one GROUP BY, the same on both). */
async function groupedViews(payload: Payload, since: Date): Promise<TGroupRow[]> {
  const { db, table, ops } = await drizzleTable(payload, 'page_views')
  const day = dayOf(table, ops)
  const rows = await (db as unknown as TGroupingDb)
    .select({
      day,
      path: table.path,
      views: ops.sql`count(*)`,
      members: ops.sql`sum(case when ${table.user} is null then 0 else 1 end)`,
    })
    .from(table)
    .where(ops.gte(table.createdAt as never, since.toISOString()))
    .groupBy(day, table.path)
  return rows.map((row) => ({ day: String(row.day), path: String(row.path), views: Number(row.views), members: Number(row.members ?? 0) }))
}

/** Per day (every one of the period, oldest first) and per page (most viewed first, at most `topPages`). */
export function summarize(rows: TGroupRow[], { days, now, topPages }: { days: number; now: Date; topPages: number }): TPageViewStats {
  const first = firstInstantOf(days, now).getTime()
  const byDay = new Map<string, TDayViews>()
  for (let i = 0; i < days; i++) {
    const day = localDay(new Date(first + i * DAY_MS))
    byDay.set(day, { day, views: 0, members: 0 })
  }
  const byPath = new Map<string, TPageViewsOfPath>()
  for (const row of rows) {
    const day = byDay.get(row.day)
    if (!day) continue
    day.views += row.views
    day.members += row.members
    const page = byPath.get(row.path) ?? { path: row.path, views: 0, members: 0 }
    page.views += row.views
    page.members += row.members
    byPath.set(row.path, page)
  }
  const pages = [...byPath.values()].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
  const dayList = [...byDay.values()]
  return { days: dayList, pages: pages.slice(0, topPages), total: dayList.reduce((sum, day) => sum + day.views, 0) }
}

/** Page views of the last `days` local days (today included): for the /admin report (docs/decisions/028). */
export async function pageViewStats(payload: Payload, { days = 30, now = new Date(), topPages = 50 } = {}): Promise<TPageViewStats> {
  const rows = await groupedViews(payload, firstInstantOf(days, now))
  return summarize(rows, { days, now, topPages })
}
