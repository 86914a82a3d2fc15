import 'server-only'
import type { TTopicRef } from '@/backend/services/shapes'
import type { TEventCta } from '@/backend/services/events/get-event-cta'
import type { TEventListing } from '@/backend/services/events/list-events'
import type { TEventDetail } from '@/backend/services/events/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import { EVENT_LISTING_PATHS, type TEventListingParams, type TEventWhen } from '@/lib/contracts/events/api-params'
import { eventApiParamsOf } from './query-state'

const tags = [CACHE_TAGS.events, CACHE_TAGS.topics]

// The API decides past or upcoming against its clock, so these reads also expire after a few minutes
// (publicApi's default), not only on CMS tags: an event that has just ended moves to the past section.
export async function fetchEventListing(locale: Locale, when: TEventWhen, params: TEventListingParams): Promise<TEventListing | null> {
  const response = await publicApi(locale, tags).get<TEventListing & { success: boolean }>(EVENT_LISTING_PATHS[when], {
    params: eventApiParamsOf(params),
  })
  return response.status === 200 && response.data?.success ? { listing: response.data.listing, totalData: response.data.totalData } : null
}

export async function fetchEventDetail(locale: Locale, id: number): Promise<TEventDetail | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TEventDetail>>('/static/event/detail', { params: { id } }))
}

export async function fetchEventCta(locale: Locale): Promise<TEventCta | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TEventCta>>('/static/event/cta'))
}

export type TEventFilterOptions = { topics: TTopicRef[]; years: number[] }

export async function fetchEventFilterOptions(locale: Locale): Promise<TEventFilterOptions> {
  const api = publicApi(locale, tags)
  const [topics, years] = await Promise.all([
    api.get<TApiEnvelope<TTopicRef[]>>('/static/event/master/topics'),
    api.get<TApiEnvelope<number[]>>('/static/event/master/years'),
  ])
  return { topics: dataOf(topics) ?? [], years: dataOf(years) ?? [] }
}
