// The browser's side of the page query: parsing it (page-query.ts, with zod) happens on the server.
import type { TEventListingParams } from '../../lib/contracts/events/api-params'
import { PAGE_SIZE } from '../../lib/contracts/events/listing-options'
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
export function eventQueryStringOf(query: Partial<Record<keyof TEventPageQuery, string | number | undefined>>): string {
  const search = new URLSearchParams()
  for (const key of ['topic', 'year', 'sort', 'search'] as const) {
    const value = query[key]
    if (value === undefined || value === '' || (key === 'sort' && value === 'nearest')) continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The API's query parameters for a listing request (lists joined by commas). */
export function eventApiParamsOf(params: TEventListingParams): Record<string, string | number> {
  const out: Record<string, string | number> = { sortBy: params.sortBy, skip: params.skip, take: params.take }
  if (params.filterType) out.filterType = params.filterType.join(',')
  if (params.filterYear) out.filterYear = params.filterYear.join(',')
  if (params.search) out.search = params.search
  return out
}
