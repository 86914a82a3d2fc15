import type { Payload, PayloadRequest } from 'payload'
import { BANNERS } from './banner-copy'
import { bannerSvg, uploadImage } from './images'

/** The home slider's slides and the page banners, published and active, with generated wide pictures. */
export async function seedBanners(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const [index, banner] of BANNERS.entries()) {
    const image = await uploadImage(payload, req, `banner-${banner.placement}-${index}`, bannerSvg(index), banner.alt)
    const order = BANNERS.slice(0, index).filter((other) => other.placement === banner.placement).length
    const doc = await payload.create({
      collection: 'banners',
      locale: 'id',
      data: {
        _status: 'published',
        placement: banner.placement,
        title: banner.title.id,
        subtitle: banner.subtitle.id,
        linkLabel: banner.linkLabel.id,
        link: banner.link,
        image,
        order,
        active: true,
      },
      overrideAccess: true,
      req,
    })
    await payload.update({
      collection: 'banners',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published', title: banner.title.en, subtitle: banner.subtitle.en, linkLabel: banner.linkLabel.en },
      overrideAccess: true,
      req,
    })
  }
}
