// The browser's side of the page query: parsing it (page-query.ts, with zod) happens on the server.
import { apiQueryOf, listingQueryString, type TUrlValues } from '@/lib/listing/url-state'
import type { TELibraryListingParams } from '@/lib/contracts/elibrary/api-params'
import { PAGE_SIZE } from '@/lib/contracts/elibrary/listing-options'
import type { TELibraryPageQuery } from './page-query'

export function listingParamsOf(query: TELibraryPageQuery, skip = 0): TELibraryListingParams {
  return {
    filterTopic: query.topic ? [query.topic] : undefined,
    filterType: query.type ? [query.type] : undefined,
    filterYear: query.year ? [query.year] : undefined,
    sortBy: query.sort,
    search: query.search || undefined,
    skip,
    take: PAGE_SIZE,
  }
}

/** The URL query of a filter state; defaults are left out so the plain listing stays at /e-library. */
export const queryStringOf = (query: TUrlValues<keyof TELibraryPageQuery>) =>
  listingQueryString(query, ['topic', 'type', 'year', 'sort', 'search'], { sort: 'latest' })

/** The API's query parameters for a listing request (lists joined by commas). */
export const apiParamsOf = (params: TELibraryListingParams) => apiQueryOf(params)
