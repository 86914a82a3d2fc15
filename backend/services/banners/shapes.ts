import type { TBanner } from '../../../lib/contracts/banners/endpoints'
import type { Banner, Media } from '../../payload-types'
import { uploadPath, type TImage } from '../shapes'

/** A banner spans the page, so it keeps the original upload rather than the 640 px card size. */
export function bannerImageOf(media: number | Media | null | undefined): TImage | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return { url: uploadPath(media.url), alt: media.alt, width: media.width ?? null, height: media.height ?? null }
}

export function toBanner(doc: Banner): TBanner {
  return {
    id: doc.id,
    placement: doc.placement,
    title: doc.title,
    subtitle: doc.subtitle ?? '',
    image: bannerImageOf(doc.image),
    link: doc.link ?? '',
    linkLabel: doc.linkLabel ?? '',
    order: doc.order ?? 0,
  }
}
