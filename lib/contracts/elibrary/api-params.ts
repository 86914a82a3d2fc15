import { z } from 'zod'
import { V } from '@/lib/contracts/account/validation'
import { MAX_TAKE, PAGE_SIZE, PICK_SIZE, SORT_OPTIONS } from './listing-options'

export { MAX_TAKE, PAGE_SIZE, PICK_SIZE }

/** Spec section 9: e-library and research pages bring 6 items; a caller may ask for more, up to MAX_TAKE. */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** "3" or "3,7": one or more positive ids (or years) joined by commas. */
export const ZIdList = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, V.invalid)
    .transform((value) => value.split(',').map(Number))
    .optional(),
)

export const ZSortBy = z.enum(SORT_OPTIONS)
export type TSortBy = z.infer<typeof ZSortBy>

export const ZSkip = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(10_000).default(0))
export const ZTake = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_TAKE).default(PAGE_SIZE))
export const ZPickTake = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_TAKE).default(PICK_SIZE))
export const ZDocumentId = z.coerce.number({ error: V.required }).int().positive(V.invalid)

export const ZELibraryListingParams = z.object({
  filterTopic: ZIdList,
  filterType: ZIdList,
  filterYear: ZIdList,
  sortBy: z.preprocess(blankToUndefined, ZSortBy.default('latest')),
  skip: ZSkip,
  take: ZTake,
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
})
export type TELibraryListingParams = z.infer<typeof ZELibraryListingParams>

export const ZDetailParams = z.object({ id: ZDocumentId })
export const ZPickParams = z.object({ take: ZPickTake })
