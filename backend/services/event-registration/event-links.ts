import { titleSlug } from '../../../lib/format/slug'
import type { Locale } from '../../../lib/i18n/config'
import { buildPath } from '../../../lib/i18n/resolve-path'

/** The event's detail and attendance pages (internal routes, localized for the language given). */
export function eventPaths(event: { id: number; title: string }, locale: Locale) {
  const params = { id: String(event.id), title: titleSlug(event.title) }
  return {
    detail: buildPath('/event/[id]/[title]', locale, params),
    attendance: buildPath('/event/attendance/[id]/[title]', locale, params),
  }
}
