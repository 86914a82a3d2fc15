import type { TImage } from '@/backend/services/shapes'
import { loadListingPage } from '@/lib/listing/load-page'
import type { TWithPicture } from './card-picture'

/**
 * One "load more" page of a card listing, each item with its card's picture made: the srcset builder (next/image's
 * `getImageProps`, about 5 KiB gz) loads with the page's data, as the API client does, so a listing's first visit,
 * whose cards the server rendered with their pictures, downloads neither (docs/decisions/045).
 */
export async function loadCardPage<TBody extends { success: boolean; message?: string }, TItem extends { image: TImage | null }>(
  args: Parameters<typeof loadListingPage<TBody, TItem>>[0],
): Promise<TWithPicture<TItem>[]> {
  const [items, { withCardPictures }] = await Promise.all([loadListingPage(args), import('./card-picture')])
  return withCardPictures(items)
}
