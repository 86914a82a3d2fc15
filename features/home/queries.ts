import 'server-only'
import type { TELibraryListingItem } from '@/backend/services/elibrary/shapes'
import type { TEventListingItem } from '@/backend/services/events/shapes'
import type { TResearchListingItem } from '@/backend/services/research/shapes'
import { fetchEventListing } from '@/features/events/queries'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

/** Spec section 9: highlight strips show 3 items. */
export const HOME_PICKS = 3

/** What editors highlighted first, topped up with the latest items so a band is never half empty. */
export function topUp<T extends { id: number }>(picked: T[], latest: T[], take = HOME_PICKS): T[] {
  const seen = new Set(picked.map((item) => item.id))
  return [...picked, ...latest.filter((item) => !seen.has(item.id))].slice(0, take)
}

export async function fetchELibraryHighlight(locale: Locale): Promise<TELibraryListingItem[]> {
  const api = publicApi(locale, [CACHE_TAGS.elibrary])
  const [picked, latest] = await Promise.all([
    api.get<TApiEnvelope<TELibraryListingItem[]>>('/static/e-library/highlight', { params: { take: HOME_PICKS } }),
    api.get<{ success: boolean; listing: TELibraryListingItem[] }>('/static/e-library', { params: { take: HOME_PICKS } }),
  ])
  return topUp(dataOf(picked) ?? [], latest.status === 200 ? (latest.data?.listing ?? []) : [])
}

export async function fetchResearchHighlight(locale: Locale): Promise<TResearchListingItem[]> {
  const api = publicApi(locale, [CACHE_TAGS.research])
  const [picked, latest] = await Promise.all([
    api.get<TApiEnvelope<TResearchListingItem[]>>('/static/research/highlight', { params: { take: HOME_PICKS } }),
    api.get<{ success: boolean; research: TResearchListingItem[] }>('/static/research', { params: { take: HOME_PICKS } }),
  ])
  return topUp(dataOf(picked) ?? [], latest.status === 200 ? (latest.data?.research ?? []) : [])
}

/** The soonest upcoming events (an event under way still counts until it ends). */
export async function fetchUpcomingEvents(locale: Locale): Promise<TEventListingItem[]> {
  const listing = await fetchEventListing(locale, 'upcoming', { sortBy: 'nearest', skip: 0, take: HOME_PICKS })
  return listing?.listing ?? []
}
