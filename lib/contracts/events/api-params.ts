import { z } from 'zod'
import { EVENT_LISTING_PATHS, EVENT_SORT_OPTIONS, type TEventWhen } from './listing-options'
import { ZIdList, ZSkip, ZTake } from '../elibrary/api-params'

export { EVENT_LISTING_PATHS, type TEventWhen }

/**
 * Event sorts. `nearest` (the default) puts the events closest to today first: the soonest upcoming ones,
 * the most recent past ones. `latest` and `oldest` order by start date whatever the section.
 */
export const ZEventSortBy = z.enum(EVENT_SORT_OPTIONS)
export type TEventSortBy = z.infer<typeof ZEventSortBy>



const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * Spec section 7: the events listings take sortBy or filterType, filterYear, skip, take, search. An event's
 * "type" is its topic (Outreach, Education, PPP…), so filterType holds topic ids.
 */
export const ZEventListingParams = z.object({
  filterType: ZIdList,
  filterYear: ZIdList,
  sortBy: z.preprocess(blankToUndefined, ZEventSortBy.default('nearest')),
  skip: ZSkip,
  take: ZTake,
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
})
export type TEventListingParams = z.infer<typeof ZEventListingParams>
