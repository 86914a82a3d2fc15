import type { TImage } from '@/backend/services/shapes'
import { loadListingPage } from '@/lib/listing/load-page'

/**
 * One "load more" page of a card listing, as its cards: the items, made into cards by the module `cardsOf` loads
 * with them. What a card needs made (its picture's srcset with next/image's `getImageProps`, a date with dayjs) is
 * made by the server for the first page; the browser loads that code with the first further page, as it loads the
 * API client, so a listing's first visit downloads neither (docs/decisions/045).
 */
export async function loadCardPage<TBody extends { success: boolean; message?: string }, TItem, TCard>(
  args: Parameters<typeof loadListingPage<TBody, TItem>>[0],
  cardsOf: () => Promise<(items: TItem[]) => TCard[]>,
): Promise<TCard[]> {
  const [items, makeCards] = await Promise.all([loadListingPage(args), cardsOf()])
  return makeCards(items)
}

/** `cardsOf` for a listing whose cards need only their pictures made. */
export const pictureCards = <TItem extends { image: TImage | null }>() =>
  import('./card-picture').then((module) => (items: TItem[]) => module.withCardPictures(items))
