import 'server-only'
import { getData } from '@/lib/api/call'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { publicApi } from '@/lib/api/server'
import { BANNER_LIST, BANNER_SLIDER, type TBanner } from '@/lib/contracts/banners/endpoints'
import type { TBannerPlacement } from '@/lib/contracts/banners/placements'
import type { Locale } from '@/lib/i18n/config'

const tags = [CACHE_TAGS.banners]

export async function fetchBanners(locale: Locale, placement: TBannerPlacement): Promise<TBanner[]> {
  return (await getData(publicApi(locale, tags), BANNER_LIST, { placement })) ?? []
}

export async function fetchSliderBanners(locale: Locale): Promise<TBanner[]> {
  return (await getData(publicApi(locale, tags), BANNER_SLIDER, {})) ?? []
}
