// The browser's side of the page query: parsing it (page-query.ts, with zod) happens on the server.
import { apiQueryOf, listingQueryString, type TUrlValues } from '@/lib/listing/url-state'
import type { TProgramListingParams } from '@/lib/contracts/education/api-params'
import { PROGRAM_PAGE_SIZE } from '@/lib/contracts/education/listing-options'
import type { TEducationPageQuery } from './page-query'

export function programParamsOf(query: TEducationPageQuery): TProgramListingParams {
  return { sortBy: query.sort, search: query.search || undefined, skip: 0, take: PROGRAM_PAGE_SIZE }
}

/** The URL query of a filter state; defaults are left out so the plain page stays at /education. */
export const programQueryStringOf = (query: TUrlValues<keyof TEducationPageQuery>) =>
  listingQueryString(query, ['search', 'sort'], { sort: 'order' })

/** The API's query parameters for an other-program listing request. */
export const programApiParamsOf = (params: TProgramListingParams) => apiQueryOf(params)
