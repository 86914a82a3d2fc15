import 'server-only'
import type { TEducationIntro } from '@/backend/services/education/get-education-intro'
import type { TEducationEvent } from '@/backend/services/education/list-event-highlight'
import type { TProgramListing } from '@/backend/services/education/list-other-programs'
import type { TProgramDetail, TProgramListingItem } from '@/backend/services/education/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import type { TProgramListingParams } from '@/lib/contracts/education/api-params'
import { programApiParamsOf } from './query-state'

// Topic titles show on the cards, so a renamed topic expires these reads too.
const tags = [CACHE_TAGS.education, CACHE_TAGS.topics]

export async function fetchEducationIntro(locale: Locale): Promise<TEducationIntro | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TEducationIntro>>('/static/education/intro'))
}

export async function fetchMainPrograms(locale: Locale): Promise<TProgramListingItem[] | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TProgramListingItem[]>>('/static/education/main'))
}

/** The first page of other programs for the server render; null when the API failed. */
export async function fetchOtherPrograms(locale: Locale, params: TProgramListingParams): Promise<TProgramListing | null> {
  const response = await publicApi(locale, tags).get<TProgramListing & { success: boolean }>('/static/education/other-program', {
    params: programApiParamsOf(params),
  })
  return response.status === 200 && response.data?.success ? { listing: response.data.listing, totalData: response.data.totalData } : null
}

export async function fetchProgram(locale: Locale, id: number): Promise<TProgramDetail | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TProgramDetail>>('/static/education/other-program/detail', { params: { id } }))
}

export async function fetchEducationEvents(locale: Locale): Promise<TEducationEvent[]> {
  const eventTags = [...tags, CACHE_TAGS.events]
  return dataOf(await publicApi(locale, eventTags).get<TApiEnvelope<TEducationEvent[]>>('/static/education/event-highlight')) ?? []
}
