import type { getImageProps } from 'next/image'

/**
 * A picture's <img> attributes as next/image's `getImageProps` makes them (optimised srcset, sizes, lazy loading),
 * made ahead: by the server for what it renders, or by code the browser loads only when it needs a new picture. A
 * client list renders it with `Picture`, so its chunk carries no srcset builder (docs/decisions/045).
 */
export type TPicture = ReturnType<typeof getImageProps>['props']

/** The <img> of a picture made ahead, as `components/ui/Image` renders it. */
export function Picture({ picture, className }: { picture: TPicture; className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own element; alt is in picture
  return <img {...picture} className={className} data-nimg="1" />
}
