import 'server-only'
import type { TBannerPlacement } from '@/lib/contracts/banners/placements'
import type { TBanner } from '@/backend/services/banners/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

const tags = [CACHE_TAGS.banners]

export async function fetchBanners(locale: Locale, placement: TBannerPlacement): Promise<TBanner[]> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TBanner[]>>('/static/banner', { params: { placement } })) ?? []
}

export async function fetchSliderBanners(locale: Locale): Promise<TBanner[]> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TBanner[]>>('/static/banner/slider')) ?? []
}
