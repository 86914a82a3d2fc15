import { z } from 'zod'
import { ZSkip, ZTake } from '../elibrary/api-params'
import { NEWSLETTER_PAGE_SIZE } from './listing-options'

export { NEWSLETTER_PAGE_SIZE }

/** Spec section 4 paging for the newsletter archive: 6 issues a page (the e-library's page size). */

export const ZNewsletterArchiveParams = z.object({ skip: ZSkip, take: ZTake })
