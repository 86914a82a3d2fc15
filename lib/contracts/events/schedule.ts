import { formatDate, TIMEZONE_OFFSET_MINUTES } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'

const sameIn = (a: string, b: string, locale: Locale, pattern: string) => formatDate(a, locale, pattern) === formatDate(b, locale, pattern)

/**
 * The days an event runs, in WIB: "28 November 2026", "5–6 Desember 2026", "30 November – 1 Desember 2026",
 * "30 December 2026 – 2 January 2027".
 */
export function eventDateRange(start: string, end: string, locale: Locale): string {
  const full = 'D MMMM YYYY'
  if (sameIn(start, end, locale, 'YYYY-MM-DD')) return formatDate(start, locale, full)
  if (sameIn(start, end, locale, 'YYYY-MM')) return `${formatDate(start, locale, 'D')}–${formatDate(end, locale, full)}`
  if (sameIn(start, end, locale, 'YYYY')) return `${formatDate(start, locale, 'D MMMM')} – ${formatDate(end, locale, full)}`
  return `${formatDate(start, locale, full)} – ${formatDate(end, locale, full)}`
}

/** The daily hours in WIB, written the way each language writes times: "09.00–12.00 WIB", "09:00–12:00 WIB (UTC+7)". */
export function eventTimeRange(start: string, end: string, locale: Locale): string {
  const pattern = locale === 'id' ? 'HH.mm' : 'HH:mm'
  const range = `${formatDate(start, locale, pattern)}–${formatDate(end, locale, pattern)}`
  return locale === 'id' ? `${range} WIB` : `${range} WIB (UTC+7)`
}

/** One moment in WIB, e.g. a registration deadline: "14 Desember 2026, 13.00 WIB", "14 December 2026, 13:00 WIB (UTC+7)". */
export function eventMoment(value: string, locale: Locale): string {
  const time = formatDate(value, locale, locale === 'id' ? 'HH.mm' : 'HH:mm')
  return `${formatDate(value, locale, 'D MMMM YYYY')}, ${time} ${locale === 'id' ? 'WIB' : 'WIB (UTC+7)'}`
}

/** A moment as ISO 8601 with the Jakarta offset (2026-11-28T09:00:00+07:00), as schema.org dates should read. */
export function isoInWib(value: string): string {
  const offset = `+${String(TIMEZONE_OFFSET_MINUTES / 60).padStart(2, '0')}:00`
  return `${formatDate(value, 'en', 'YYYY-MM-DDTHH:mm:ss')}${offset}`
}
