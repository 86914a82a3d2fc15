/** Listing sizes and sort values without the validation library, so the browser's filters and "load more" need not ship it. */
export const PAGE_SIZE = 6
export const MAX_TAKE = 24
export const PICK_SIZE = 3
export const SORT_OPTIONS = ['latest', 'oldest', 'az', 'za'] as const
