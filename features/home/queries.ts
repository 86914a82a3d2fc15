import 'server-only'
import type { TELibraryListingItem } from '@/backend/services/shapes'
import type { TEventListingItem } from '@/backend/services/events/shapes'
import type { TResearchListingItem } from '@/backend/services/research/shapes'
import { fetchEventListing } from '@/features/events/queries'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import { HIGHLIGHT_STRIP_SIZE, topUp } from '@/lib/paging/top-up'

const HOME_PICKS = HIGHLIGHT_STRIP_SIZE

/** The strip the e-library keeps for the home page: flagged items topped up with the latest, in one call. */
export async function fetchELibraryHighlight(locale: Locale): Promise<TELibraryListingItem[]> {
  const response = await publicApi(locale, [CACHE_TAGS.elibrary]).get<TApiEnvelope<TELibraryListingItem[]>>('/static/e-library/highlight-tmp', {
    params: { take: HOME_PICKS },
  })
  return dataOf(response) ?? []
}

export async function fetchResearchHighlight(locale: Locale): Promise<TResearchListingItem[]> {
  const api = publicApi(locale, [CACHE_TAGS.research])
  const [picked, latest] = await Promise.all([
    api.get<TApiEnvelope<TResearchListingItem[]>>('/static/research/highlight', { params: { take: HOME_PICKS } }),
    api.get<{ success: boolean; research: TResearchListingItem[] }>('/static/research', { params: { take: HOME_PICKS } }),
  ])
  return topUp(dataOf(picked) ?? [], latest.status === 200 ? (latest.data?.research ?? []) : [])
}

/**
 * The upcoming events editors flagged highlight (soonest first), topped up with the soonest other upcoming ones
 * (an event under way still counts until it ends). /static/event/highlight also answers flagged past events;
 * the band is "upcoming events", so those are left to the event page's past list.
 */
export async function fetchUpcomingEvents(locale: Locale): Promise<TEventListingItem[]> {
  const [picked, listing] = await Promise.all([
    publicApi(locale, [CACHE_TAGS.events]).get<TApiEnvelope<TEventListingItem[]>>('/static/event/highlight', { params: { take: HOME_PICKS } }),
    fetchEventListing(locale, 'upcoming', { sortBy: 'nearest', skip: 0, take: HOME_PICKS }),
  ])
  return topUp((dataOf(picked) ?? []).filter((event) => !event.past), listing?.listing ?? [])
}
