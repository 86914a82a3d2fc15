/** Listing sizes and sort values without the validation library, so the browser's filters and "load more" need not ship it. */
import { PAGE_SIZE } from '../elibrary/listing-options'

/** Spec section 9 pages listings by 6; the other programs follow e-library and research. */
export const PROGRAM_PAGE_SIZE = PAGE_SIZE
export const PROGRAM_SORT_OPTIONS = ['order', 'latest', 'oldest', 'az', 'za'] as const
