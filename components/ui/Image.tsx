import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * next/image's picture as a plain <img>: the same optimised srcset, sizes, lazy loading and, for `preload` (or
 * `priority`), the same <link rel="preload"> next/image adds. next/image's own component is a client component (its
 * hooks only serve placeholders, load callbacks and showing the alt text after an error, none of which the site
 * uses), so a page that rendered one on the server downloaded about 7.7 KiB gz of its code (docs/decisions/045).
 * Rendered by a server component, this ships none; inside a client component, only next/image's srcset builder.
 */
export function Image(props: ImageProps) {
  const { props: img } = getImageProps(props)
  if ((props.preload || props.priority) && img.src) {
    // As next/image does in the app router (ReactDOM.preload), so the picture is fetched before the HTML reaches it.
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      crossOrigin: img.crossOrigin,
      referrerPolicy: img.referrerPolicy,
      fetchPriority: img.fetchPriority,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own element; alt is in img
  return <img {...img} data-nimg={props.fill ? 'fill' : '1'} />
}
