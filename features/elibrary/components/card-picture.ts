import { getImageProps } from 'next/image'
import type { TImage } from '@/backend/services/shapes'
import type { TPicture } from '@/components/ui/Picture'

/** What a card's picture takes of the page's width: the whole of a phone's, one 380 px column from tablets up. */
const CARD_SIZES = '(max-width: 767px) 100vw, 380px'

/** A listing card's picture, made ahead (on the server, or with the load-more code in the browser). */
export function cardPictureOf(image: TImage | null): TPicture | null {
  if (!image) return null
  return getImageProps({ src: image.url, alt: '', width: image.width ?? 640, height: image.height ?? 360, sizes: CARD_SIZES }).props
}

/** A listing item with its card's picture made ahead. */
export type TWithPicture<T> = T & { picture: TPicture | null }

/** Listing items as a client list renders them: each with its card's picture made ahead. */
export function withCardPictures<T extends { image: TImage | null }>(items: T[]): TWithPicture<T>[] {
  return items.map((item) => ({ ...item, picture: cardPictureOf(item.image) }))
}
