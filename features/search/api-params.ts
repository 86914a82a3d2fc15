import { z } from 'zod'
import { ZSkip } from '@/features/elibrary/api-params'

/** Spec section 9: search pages bring 6 results. */
export const SEARCH_PAGE_SIZE = 6
export const SEARCH_MAX_TAKE = 24
export const SEARCH_MAX_QUERY = 200

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const ZSearchSort = z.enum(['relevance', 'latest', 'oldest'])
export type TSearchSort = z.infer<typeof ZSearchSort>

/** Spec section 7, general search payload: type, topic, year, sortBy, skip, take, query. */
export const ZSearchParams = z.object({
  query: z.preprocess(blankToUndefined, z.string({ error: 'query is required' }).trim().min(1, 'query is required').max(SEARCH_MAX_QUERY)),
  type: z.preprocess(blankToUndefined, z.string().regex(/^[a-z-]{1,30}$/, 'unknown type').optional()),
  topic: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  year: z.preprocess(blankToUndefined, z.coerce.number().int().min(1900).max(2200).optional()),
  sortBy: z.preprocess(blankToUndefined, ZSearchSort.default('relevance')),
  skip: ZSkip,
  take: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(SEARCH_MAX_TAKE).default(SEARCH_PAGE_SIZE)),
})
export type TSearchParams = z.infer<typeof ZSearchParams>
