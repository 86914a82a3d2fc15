// The browser's side of the page query: parsing it (page-query.ts, with zod) happens on the server.
import type { TSearchParams } from '../../lib/contracts/search/api-params'
import { SEARCH_MAX_QUERY, SEARCH_PAGE_SIZE } from '../../lib/contracts/search/listing-options'
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
export function searchQueryString(query: Partial<Record<keyof TSearchPageQuery, string | number | undefined>>): string {
  const out = new URLSearchParams()
  for (const key of ['type', 'topic', 'year', 'sort'] as const) {
    const value = query[key]
    if (value === undefined || value === '' || (key === 'sort' && value === 'relevance')) continue
    out.set(key, String(value))
  }
  const text = out.toString()
  return text ? `?${text}` : ''
}

/** The API's query parameters for a search request. */
export function searchApiParams(params: TSearchParams): Record<string, string | number> {
  const out: Record<string, string | number> = { query: params.query, sortBy: params.sortBy, skip: params.skip, take: params.take }
  if (params.type) out.type = params.type
  if (params.topic) out.topic = params.topic
  if (params.year) out.year = params.year
  return out
}
