import type { TELibraryListingItem } from '@/backend/services/shapes'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { cardPictureOf, type TWithPicture } from './card-picture'

/** An e-library item as its card shows it: the picture and the publication date made ahead (docs/decisions/045). */
export type TELibraryCard = TWithPicture<TELibraryListingItem> & { date: string }

/** The cards of e-library items: made by the server for the first page, by the load-more code for later ones. */
export function elibraryCardsOf(items: TELibraryListingItem[], locale: Locale): TELibraryCard[] {
  return items.map((item) => ({ ...item, picture: cardPictureOf(item.image), date: formatDate(item.publishedDate, locale) }))
}
