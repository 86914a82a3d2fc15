import type { TBannerPlacement } from '@/lib/contracts/banners/placements'
import type { Locale } from '@/lib/i18n/config'
import { fetchBanners } from '../queries'
import { BannerHero } from './BannerHero'

/** The top banner of a page placement (the first active one in the editors' order), with the page's h1. */
export async function PageBanner({ locale, placement, heading }: { locale: Locale; placement: TBannerPlacement; heading: string }) {
  const [banner] = await fetchBanners(locale, placement)
  return (
    <BannerHero
      heading={heading}
      title={banner?.title}
      subtitle={banner?.subtitle}
      image={banner?.image}
      link={banner?.link}
      linkLabel={banner?.linkLabel}
    />
  )
}
