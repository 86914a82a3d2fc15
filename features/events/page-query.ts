import { z } from 'zod'
import { PAGE_SIZE, ZEventSortBy, type TEventListingParams } from './api-params'

const positiveInt = z.coerce.number().int().positive().max(999_999_999)
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/**
 * The events page's filters in its URL (?topic=&year=&sort=&search=), shared by the upcoming and past
 * sections. The menu links use ?topic=<id> (Outreach, Education). Bad values are dropped, not fatal.
 */
export const ZEventPageQuery = z.object({
  topic: z.preprocess(first, positiveInt.optional()).catch(undefined),
  year: z.preprocess(first, positiveInt.optional()).catch(undefined),
  sort: z.preprocess(first, ZEventSortBy.default('nearest')).catch('nearest'),
  search: z.preprocess(first, z.string().trim().max(100).optional()).catch(undefined),
})
export type TEventPageQuery = z.infer<typeof ZEventPageQuery>

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
