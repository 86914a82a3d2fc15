import { z } from 'zod'
import { PAGE_SIZE, ZSkip, ZTake } from '../elibrary/api-params'

/** Spec section 9 pages listings by 6; the other programs follow e-library and research. */
export const PROGRAM_PAGE_SIZE = PAGE_SIZE

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * `order` (the default) is the editors' order; `latest`/`oldest` go by when a program was added. The spec
 * names sortBy without its values; these are the e-library's plus the editors' order.
 */
export const ZProgramSort = z.enum(['order', 'latest', 'oldest', 'az', 'za'])
export type TProgramSort = z.infer<typeof ZProgramSort>

/** Spec section 7: other-program (params) — skip, take, sortBy, search. */
export const ZProgramListingParams = z.object({
  sortBy: z.preprocess(blankToUndefined, ZProgramSort.default('order')),
  skip: ZSkip,
  take: ZTake,
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
})
export type TProgramListingParams = z.infer<typeof ZProgramListingParams>

/** How many educational events the education page highlights. */
export const EVENT_HIGHLIGHT_TAKE = 3
