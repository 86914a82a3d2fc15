import { z } from 'zod'
import { ZSortBy } from '../../lib/contracts/elibrary/api-params'
import { MAX_ROW_ID } from '../../lib/api/row-id'

const positiveInt = z.coerce.number().int().positive().max(MAX_ROW_ID).max(999_999_999)
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** The research page's filters in its URL (?topic=&year=&sort=); bad values are dropped. */
export const ZResearchPageQuery = z.object({
  topic: z.preprocess(first, positiveInt.optional()).catch(undefined),
  year: z.preprocess(first, positiveInt.optional()).catch(undefined),
  sort: z.preprocess(first, ZSortBy.default('latest')).catch('latest'),
})
export type TResearchPageQuery = z.infer<typeof ZResearchPageQuery>

export { researchParamsOf, researchQueryStringOf, researchApiParamsOf } from './query-state'
