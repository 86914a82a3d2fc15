import { z } from 'zod'
import { V } from '@/lib/contracts/account/validation'
import { ZIdList, ZSkip, ZSortBy, ZTake } from '../elibrary/api-params'

export const ZResearchStatus = z.enum(['on-going', 'complete'])
export type TResearchStatus = z.infer<typeof ZResearchStatus>

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** Spec section 7: research listing payload filterType (complete or on-going), filterYear, sortBy, skip, take. */
export const ZResearchListingParams = z.object({
  filterType: z.preprocess(blankToUndefined, ZResearchStatus.optional()),
  filterTopic: ZIdList,
  filterYear: ZIdList,
  sortBy: z.preprocess(blankToUndefined, ZSortBy.default('latest')),
  skip: ZSkip,
  take: ZTake,
})
export type TResearchListingParams = z.infer<typeof ZResearchListingParams>

/** Chapters are rows of a research document; Payload gives rows 24-character hexadecimal ids. */
export const ZChapterParams = z.object({
  id: z.string({ error: V.required }).regex(/^[a-f0-9]{24}$/, V.invalid),
})
