import { z } from 'zod'
import { PROGRAM_PAGE_SIZE, ZProgramSort, type TProgramListingParams } from './api-params'

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** The other programs' filters in the /education URL (?search=&sort=), so a search can be shared; bad values are dropped. */
export const ZEducationPageQuery = z.object({
  sort: z.preprocess(first, ZProgramSort.default('order')).catch('order'),
  search: z.preprocess(first, z.string().trim().max(100).optional()).catch(undefined),
})
export type TEducationPageQuery = z.infer<typeof ZEducationPageQuery>

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
