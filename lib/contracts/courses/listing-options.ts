/** The catalogue's page size without the validation library, so the browser's "load more" need not ship it. */
export const COURSE_PAGE_SIZE = 3
