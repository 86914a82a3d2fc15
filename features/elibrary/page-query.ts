import { z } from 'zod'
import { PAGE_SIZE, ZSortBy, type TELibraryListingParams, type TSortBy } from './api-params'

const positiveInt = z.coerce.number().int().positive().max(999_999_999)
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/**
 * The listing's filters as they live in the page URL (?topic=&type=&year=&sort=&search=), so a filtered
 * listing can be shared and reloaded. The menu's links use ?type=<id>. Bad values are dropped, not fatal.
 */
export const ZELibraryPageQuery = z.object({
  topic: z.preprocess(first, positiveInt.optional()).catch(undefined),
  type: z.preprocess(first, positiveInt.optional()).catch(undefined),
  year: z.preprocess(first, positiveInt.optional()).catch(undefined),
  sort: z.preprocess(first, ZSortBy.default('latest')).catch('latest'),
  search: z.preprocess(first, z.string().trim().max(100).optional()).catch(undefined),
})
export type TELibraryPageQuery = z.infer<typeof ZELibraryPageQuery>

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
