import type { TEventListingItem } from '@/backend/services/events/shapes'
import { cardPictureOf, type TWithPicture } from '@/features/elibrary/components/card-picture'
import type { Locale } from '@/lib/i18n/config'
import { eventDateRange } from '@/lib/contracts/events/schedule'

/** An event as its card shows it: the picture and the days it runs (in WIB) made ahead (docs/decisions/045). */
export type TEventCard = TWithPicture<TEventListingItem> & { dates: string }

/** The cards of events: made by the server for a first page and home's cards, by the load-more code for later pages. */
export function eventCardsOf(items: TEventListingItem[], locale: Locale): TEventCard[] {
  return items.map((item) => ({ ...item, picture: cardPictureOf(item.image), dates: eventDateRange(item.startDate, item.endDate, locale) }))
}
