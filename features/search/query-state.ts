// The browser's side of the page query: parsing it (page-query.ts, with zod) happens on the server.
import { apiQueryOf, listingQueryString, type TUrlValues } from '@/lib/listing/url-state'
import type { TSearchParams } from '@/lib/contracts/search/api-params'
import { SEARCH_MAX_QUERY, SEARCH_PAGE_SIZE } from '@/lib/contracts/search/listing-options'
import type { TSearchPageQuery } from './page-query'

/** The route's {searchKey}, decoded and trimmed to what the API accepts. */
export function searchKeyOf(raw: string): string {
  let key = raw
  try {
    key = decodeURIComponent(raw)
  } catch {
    // A malformed escape stays as typed.
  }
  return key.trim().slice(0, SEARCH_MAX_QUERY)
}

export function searchParamsOf(key: string, query: TSearchPageQuery, skip = 0): TSearchParams {
  return { query: key, type: query.type, topic: query.topic, year: query.year, sortBy: query.sort, skip, take: SEARCH_PAGE_SIZE }
}

/** The URL query of a filter state; defaults are left out. */
export const searchQueryString = (query: TUrlValues<keyof TSearchPageQuery>) =>
  listingQueryString(query, ['type', 'topic', 'year', 'sort'], { sort: 'relevance' })

/** The API's query parameters for a search request. */
export const searchApiParams = (params: TSearchParams) => apiQueryOf(params)
