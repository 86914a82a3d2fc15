import { z } from 'zod'
import { ZSearchSort } from '../../lib/contracts/search/api-params'
import { MAX_ROW_ID } from '../../lib/api/row-id'

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)
const positiveInt = z.coerce.number().int().positive().max(MAX_ROW_ID).max(999_999_999)

/** The search page's filters as they live in its URL (?type=&topic=&year=&sort=); bad values are dropped. */
export const ZSearchPageQuery = z.object({
  type: z.preprocess(first, z.string().regex(/^[a-z-]{1,30}$/).optional()).catch(undefined),
  topic: z.preprocess(first, positiveInt.optional()).catch(undefined),
  year: z.preprocess(first, positiveInt.optional()).catch(undefined),
  sort: z.preprocess(first, ZSearchSort.default('relevance')).catch('relevance'),
})
export type TSearchPageQuery = z.infer<typeof ZSearchPageQuery>

export { searchKeyOf, searchParamsOf, searchQueryString, searchApiParams } from './query-state'
