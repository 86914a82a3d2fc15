import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { topUp } from '../../../lib/paging/top-up'
import { listELibraryItems } from './list-elibrary-items'
import { listELibraryPicks } from './list-elibrary-picks'
import type { TELibraryListingItem } from '../shapes'

/**
 * /static/e-library/highlight-tmp: the home page's e-library strip in one call. The items editors flagged
 * highlight come first; when fewer than `take` are flagged, the latest published items fill the rest, so the
 * strip is always full while the library has enough items (/highlight alone may answer one item or none).
 */
export async function listELibraryHighlightStrip(payload: Payload, take: number, locale: Locale): Promise<TELibraryListingItem[]> {
  const [picked, latest] = await Promise.all([
    listELibraryPicks(payload, 'highlight', take, locale),
    listELibraryItems(payload, { sortBy: 'latest', skip: 0, take }, locale),
  ])
  return topUp(picked, latest.listing, take)
}
