import type { Payload } from 'payload'
import { drizzleTable } from '../../lib/flat-rows'

const DAY_MS = 24 * 60 * 60 * 1000

/** PAGE_VIEW_RETENTION_DAYS (default 400, a year and its month to compare with); 0 keeps page views for good. */
export function pageViewRetentionDays(): number {
  const configured = process.env.PAGE_VIEW_RETENTION_DAYS
  const days = configured === undefined || configured === '' ? 400 : Number(configured)
  return Number.isFinite(days) && days >= 0 ? Math.floor(days) : 400
}

/**
 * Deletes page views older than the retention period in one statement over the created_at index; run often, each
 * run removes only what aged out since the last.
 */
export async function purgeOldPageViews(payload: Payload, { days = pageViewRetentionDays(), now = new Date() } = {}): Promise<void> {
  if (days <= 0) return
  const { db, table, ops } = await drizzleTable(payload, 'page_views')
  const before = new Date(now.getTime() - days * DAY_MS).toISOString()
  await db.delete(table).where(ops.lt(table.createdAt as never, before))
}
