import 'server-only'
import type { TSearchFilterOptions, TSearchResult } from '@/lib/contracts/search/responses'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import type { TSearchParams } from '@/lib/contracts/search/api-params'
import { searchApiParams } from './query-state'

const tags = [CACHE_TAGS.search, CACHE_TAGS.topics]

/** The first page of results for the server render; null when the API failed. */
export async function fetchSearch(locale: Locale, params: TSearchParams): Promise<TSearchResult | null> {
  const response = await publicApi(locale, tags).get<TSearchResult & { success: boolean }>('/static/misc/search', {
    params: searchApiParams(params),
  })
  if (response.status !== 200 || !response.data?.success) return null
  return { data: response.data.data, totalData: Math.trunc(Number(response.data.totalData) || 0) }
}

export async function fetchSearchFilters(locale: Locale): Promise<TSearchFilterOptions> {
  const response = await publicApi(locale, tags).get<TApiEnvelope<TSearchFilterOptions>>('/search/master/filter')
  return dataOf(response) ?? { types: [], topics: [], years: [] }
}
