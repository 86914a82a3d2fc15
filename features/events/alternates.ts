import { cache } from 'react'
import { alternatePathsOf } from '@/lib/i18n/alternate-paths'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { ZDocumentId } from '@/lib/contracts/elibrary/api-params'
import { ATTENDANCE_ROUTE, eventDetailHref } from '@/lib/contracts/events/detail-routes'
import { fetchEventDetail } from './queries'

/** One event in one language, read once per request by the page, its metadata and the header's switcher. */
export const loadEvent = cache(async (locale: Locale, rawId: string) => {
  const id = ZDocumentId.safeParse(rawId)
  return id.success ? fetchEventDetail(locale, id.data) : null
})

/** The event page in each language: each has its own title, so its own slug. */
export const eventAlternates = cache((rawId: string) => alternatePathsOf((locale) => loadEvent(locale, rawId), eventDetailHref))

/** The attendance page has the event's title, so the event's slug in each language. */
export const attendanceAlternates = cache((rawId: string) =>
  alternatePathsOf(
    (locale) => loadEvent(locale, rawId),
    (locale, event) => buildPath(ATTENDANCE_ROUTE, locale, { id: String(event.id), title: event.slug }),
  ),
)
