// The browser's side of the page query: parsing it (page-query.ts, with zod) happens on the server.
import type { TProgramListingParams } from '../../lib/contracts/education/api-params'
import { PROGRAM_PAGE_SIZE } from '../../lib/contracts/education/listing-options'
import type { TEducationPageQuery } from './page-query'

export function programParamsOf(query: TEducationPageQuery): TProgramListingParams {
  return { sortBy: query.sort, search: query.search || undefined, skip: 0, take: PROGRAM_PAGE_SIZE }
}

/** The URL query of a filter state; defaults are left out so the plain page stays at /education. */
export function programQueryStringOf(query: Partial<Record<keyof TEducationPageQuery, string | undefined>>): string {
  const search = new URLSearchParams()
  if (query.search?.trim()) search.set('search', query.search.trim())
  if (query.sort && query.sort !== 'order') search.set('sort', query.sort)
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The API's query parameters for an other-program listing request. */
export function programApiParamsOf(params: TProgramListingParams): Record<string, string | number> {
  const out: Record<string, string | number> = { sortBy: params.sortBy, skip: params.skip, take: params.take }
  if (params.search) out.search = params.search
  return out
}
