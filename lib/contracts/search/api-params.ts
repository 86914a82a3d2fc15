import { z } from 'zod'
import { V } from '@/lib/contracts/account/validation'
import { SEARCH_MAX_QUERY, SEARCH_MAX_TAKE, SEARCH_PAGE_SIZE, SEARCH_SORT_OPTIONS } from './listing-options'
import { MAX_ROW_ID } from '../../api/row-id'

export { SEARCH_MAX_QUERY, SEARCH_MAX_TAKE, SEARCH_PAGE_SIZE }
import { ZSkip } from '@/lib/contracts/elibrary/api-params'

/** Spec section 9: search pages bring 6 results. */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const ZSearchSort = z.enum(SEARCH_SORT_OPTIONS)

/** Spec section 7, general search payload: type, topic, year, sortBy, skip, take, query. */
export const ZSearchParams = z.object({
  query: z.preprocess(blankToUndefined, z.string({ error: V.required }).trim().min(1, V.required).max(SEARCH_MAX_QUERY)),
  type: z.preprocess(blankToUndefined, z.string().regex(/^[a-z-]{1,30}$/, V.invalid).optional()),
  topic: z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(MAX_ROW_ID).optional()),
  year: z.preprocess(blankToUndefined, z.coerce.number().int().min(1900).max(2200).optional()),
  sortBy: z.preprocess(blankToUndefined, ZSearchSort.default('relevance')),
  skip: ZSkip,
  take: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(SEARCH_MAX_TAKE).default(SEARCH_PAGE_SIZE)),
})
export type TSearchParams = z.infer<typeof ZSearchParams>
