import { z } from 'zod'
import { PAGE_SIZE, ZIdList, ZSkip, ZTake } from '../elibrary/api-params'

export { PAGE_SIZE }

/**
 * Event sorts. `nearest` (the default) puts the events closest to today first: the soonest upcoming ones,
 * the most recent past ones. `latest` and `oldest` order by start date whatever the section.
 */
export const ZEventSortBy = z.enum(['nearest', 'latest', 'oldest', 'az', 'za'])
export type TEventSortBy = z.infer<typeof ZEventSortBy>

export const EVENT_WHEN = ['upcoming', 'past'] as const
export type TEventWhen = (typeof EVENT_WHEN)[number]

/** Spec section 7: upcoming events at /static/event, past ones at /static/event/past. */
export const EVENT_LISTING_PATHS: Record<TEventWhen, string> = { upcoming: '/static/event', past: '/static/event/past' }

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
