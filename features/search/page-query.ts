import { z } from 'zod'
import { SEARCH_MAX_QUERY, SEARCH_PAGE_SIZE, ZSearchSort, type TSearchParams } from './api-params'

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)
const positiveInt = z.coerce.number().int().positive().max(999_999_999)

/** The search page's filters as they live in its URL (?type=&topic=&year=&sort=); bad values are dropped. */
export const ZSearchPageQuery = z.object({
  type: z.preprocess(first, z.string().regex(/^[a-z-]{1,30}$/).optional()).catch(undefined),
  topic: z.preprocess(first, positiveInt.optional()).catch(undefined),
  year: z.preprocess(first, positiveInt.optional()).catch(undefined),
  sort: z.preprocess(first, ZSearchSort.default('relevance')).catch('relevance'),
})
export type TSearchPageQuery = z.infer<typeof ZSearchPageQuery>

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
