/** Listing sizes and sort values without the validation library, so the browser's filters and "load more" need not ship it. */
export const SEARCH_PAGE_SIZE = 6
export const SEARCH_MAX_TAKE = 24
export const SEARCH_MAX_QUERY = 200
export const SEARCH_SORT_OPTIONS = ['relevance', 'latest', 'oldest'] as const
