/** Listing sizes and sort values without the validation library, so the browser's filters and "load more" need not ship it. */
export { PAGE_SIZE } from '../elibrary/listing-options'
export const EVENT_SORT_OPTIONS = ['nearest', 'latest', 'oldest', 'az', 'za'] as const
export const EVENT_WHEN = ['upcoming', 'past'] as const
export type TEventWhen = (typeof EVENT_WHEN)[number]

/** Spec section 7: upcoming events at /static/event, past ones at /static/event/past. */
export const EVENT_LISTING_PATHS: Record<TEventWhen, string> = { upcoming: '/static/event', past: '/static/event/past' }
