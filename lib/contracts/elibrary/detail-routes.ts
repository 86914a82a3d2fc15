import type { TELibrarySegment } from '@/lib/contracts/elibrary/kinds'
import type { Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { buildPath } from '@/lib/i18n/resolve-path'

export const ELIBRARY_DETAIL_ROUTES = {
  video: '/e-library/video/[id]/[title]',
  toolkit: '/e-library/toolkit/[id]/[title]',
  chapter: '/e-library/chapter/[id]/[title]',
  others: '/e-library/others/[id]/[title]',
} as const satisfies Record<TELibrarySegment, AppPathname>

/** The canonical public URL of an item: its type's page, its id, its title as a slug. */
export function elibraryDetailHref(locale: Locale, item: { id: number; type: TELibrarySegment; slug: string }): string {
  return buildPath(ELIBRARY_DETAIL_ROUTES[item.type], locale, { id: String(item.id), title: item.slug })
}
