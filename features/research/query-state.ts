// The browser's side of the page query: parsing it (page-query.ts, with zod) happens on the server.
import { PAGE_SIZE } from '../../lib/contracts/elibrary/listing-options'
import type { TResearchListingParams, TResearchStatus } from '../../lib/contracts/research/api-params'
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

export function researchQueryStringOf(query: Partial<Record<keyof TResearchPageQuery, string | number | undefined>>): string {
  const search = new URLSearchParams()
  for (const key of ['topic', 'year', 'sort'] as const) {
    const value = query[key]
    if (value === undefined || value === '' || (key === 'sort' && value === 'latest')) continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

export function researchApiParamsOf(params: TResearchListingParams): Record<string, string | number> {
  const out: Record<string, string | number> = { sortBy: params.sortBy, skip: params.skip, take: params.take }
  if (params.filterType) out.filterType = params.filterType
  if (params.filterTopic) out.filterTopic = params.filterTopic.join(',')
  if (params.filterYear) out.filterYear = params.filterYear.join(',')
  return out
}
