import { z } from 'zod'
import { ZSortBy } from '../../lib/contracts/elibrary/api-params'
import { MAX_ROW_ID } from '../../lib/api/row-id'

const positiveInt = z.coerce.number().int().positive().max(MAX_ROW_ID).max(999_999_999)
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

export { listingParamsOf, queryStringOf, apiParamsOf } from './query-state'
