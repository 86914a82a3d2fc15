// The browser's side of the page query: parsing it (page-query.ts, with zod) happens on the server.
import { apiQueryOf, listingQueryString, type TUrlValues } from '@/lib/listing/url-state'
import { PAGE_SIZE } from '@/lib/contracts/elibrary/listing-options'
import type { TResearchListingParams, TResearchStatus } from '@/lib/contracts/research/api-params'
import type { TResearchPageQuery } from './page-query'

export function researchParamsOf(query: TResearchPageQuery, status: TResearchStatus): TResearchListingParams {
  return {
    filterType: status,
    filterTopic: query.topic ? [query.topic] : undefined,
    filterYear: query.year ? [query.year] : undefined,
    sortBy: query.sort,
    skip: 0,
    take: PAGE_SIZE,
  }
}

export const researchQueryStringOf = (query: TUrlValues<keyof TResearchPageQuery>) =>
  listingQueryString(query, ['topic', 'year', 'sort'], { sort: 'latest' })

export const researchApiParamsOf = (params: TResearchListingParams) => apiQueryOf(params)
