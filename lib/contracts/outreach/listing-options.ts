/** The archive's page size without the validation library, so the browser's "load more" need not ship it. */
export const NEWSLETTER_PAGE_SIZE = 6
