// The browser's side of the page query: parsing it (page-query.ts, with zod) happens on the server.
import type { TELibraryListingParams, TSortBy } from '../../lib/contracts/elibrary/api-params'
import { PAGE_SIZE } from '../../lib/contracts/elibrary/listing-options'
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
export function queryStringOf(query: Partial<Record<keyof TELibraryPageQuery, string | number | undefined>>): string {
  const search = new URLSearchParams()
  for (const key of ['topic', 'type', 'year', 'sort', 'search'] as const) {
    const value = query[key]
    if (value === undefined || value === '' || (key === 'sort' && value === ('latest' satisfies TSortBy))) continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The API's query parameters for a listing request (lists joined by commas). */
export function apiParamsOf(params: TELibraryListingParams): Record<string, string | number> {
  const out: Record<string, string | number> = { sortBy: params.sortBy, skip: params.skip, take: params.take }
  if (params.filterTopic) out.filterTopic = params.filterTopic.join(',')
  if (params.filterType) out.filterType = params.filterType.join(',')
  if (params.filterYear) out.filterYear = params.filterYear.join(',')
  if (params.search) out.search = params.search
  return out
}
