import { z } from 'zod'
import { PROGRAM_SORT_OPTIONS } from './listing-options'
import { ZSkip, ZTake } from '../elibrary/api-params'

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * `order` (the default) is the editors' order; `latest`/`oldest` go by when a program was added. The spec
 * names sortBy without its values; these are the e-library's plus the editors' order.
 */
export const ZProgramSort = z.enum(PROGRAM_SORT_OPTIONS)
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
