import type { Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { buildPath } from '@/lib/i18n/resolve-path'

export const EVENT_DETAIL_ROUTE = '/event/[id]/[title]' as const satisfies AppPathname
export const ATTENDANCE_ROUTE = '/event/attendance/[id]/[title]' as const satisfies AppPathname

/** The listing section an event belongs in, as the anchor the menu links use. */
export const EVENT_SECTION_ANCHORS = { upcoming: 'upcoming', past: 'past-event' } as const

/** The canonical public URL of an event: its id and its title as a slug. */
export function eventDetailHref(locale: Locale, event: { id: number; slug: string }): string {
  return buildPath(EVENT_DETAIL_ROUTE, locale, { id: String(event.id), title: event.slug })
}
