import { z } from 'zod'
import { ZEventSortBy } from '../../lib/contracts/events/api-params'
import { MAX_ROW_ID } from '../../lib/api/row-id'

const positiveInt = z.coerce.number().int().positive().max(MAX_ROW_ID).max(999_999_999)
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

export { eventParamsOf, eventQueryStringOf, eventApiParamsOf } from './query-state'
