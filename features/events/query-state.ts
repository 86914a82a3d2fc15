// The browser's side of the page query: parsing it (page-query.ts, with zod) happens on the server.
import { apiQueryOf, listingQueryString, type TUrlValues } from '@/lib/listing/url-state'
import type { TEventListingParams } from '@/lib/contracts/events/api-params'
import { PAGE_SIZE } from '@/lib/contracts/events/listing-options'
import type { TEventPageQuery } from './page-query'

/** The first page of one section for a filter state. */
export function eventParamsOf(query: TEventPageQuery): TEventListingParams {
  return {
    filterType: query.topic ? [query.topic] : undefined,
    filterYear: query.year ? [query.year] : undefined,
    sortBy: query.sort,
    search: query.search || undefined,
    skip: 0,
    take: PAGE_SIZE,
  }
}

/** The URL query of a filter state; defaults are left out so the plain listing stays at /event. */
export const eventQueryStringOf = (query: TUrlValues<keyof TEventPageQuery>) =>
  listingQueryString(query, ['topic', 'year', 'sort', 'search'], { sort: 'nearest' })

/** The API's query parameters for a listing request (lists joined by commas). */
export const eventApiParamsOf = (params: TEventListingParams) => apiQueryOf(params)
