import 'server-only'
import type { TELibraryListing } from '@/backend/services/elibrary/list-elibrary-items'
import type { TELibraryType } from '@/backend/services/elibrary/list-elibrary-types'
import type { TELibraryDetail, TTopicRef } from '@/backend/services/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import type { TELibraryListingParams } from '@/lib/contracts/elibrary/api-params'
import { apiParamsOf } from './query-state'

const tags = [CACHE_TAGS.elibrary, CACHE_TAGS.topics]

/** The first listing page for the server render; null when the API failed. */
export async function fetchELibraryListing(locale: Locale, params: TELibraryListingParams): Promise<TELibraryListing | null> {
  const response = await publicApi(locale, tags).get<TELibraryListing & { success: boolean }>('/static/e-library', {
    params: apiParamsOf(params),
  })
  return response.status === 200 && response.data?.success ? { listing: response.data.listing, totalData: response.data.totalData } : null
}

export async function fetchELibraryDetail(locale: Locale, id: number): Promise<TELibraryDetail | null> {
  const response = await publicApi(locale, tags).get<TApiEnvelope<TELibraryDetail>>('/static/e-library/detail', { params: { id } })
  return dataOf(response)
}

export type TELibraryFilterOptions = { topics: TTopicRef[]; types: TELibraryType[]; years: number[] }

export async function fetchELibraryFilterOptions(locale: Locale): Promise<TELibraryFilterOptions> {
  const api = publicApi(locale, tags)
  const [topics, types, years] = await Promise.all([
    api.get<TApiEnvelope<TTopicRef[]>>('/static/e-library/master/topics'),
    api.get<TApiEnvelope<TELibraryType[]>>('/static/e-library/master/type'),
    api.get<TApiEnvelope<number[]>>('/static/e-library/master/years'),
  ])
  return { topics: dataOf(topics) ?? [], types: dataOf(types) ?? [], years: dataOf(years) ?? [] }
}
