import { z } from 'zod'
import { V } from '@/lib/contracts/account/validation'
import { ZPickTake } from './elibrary/api-params'

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** A category slug as editors write it (lowercase words joined by hyphens). */
export const ZFaqCategorySlug = z.string().max(60).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, V.invalid)

export const ZFaqListParams = z.object({ category: z.preprocess(blankToUndefined, ZFaqCategorySlug.optional()) })
export const ZFaqHighlightParams = z.object({ take: ZPickTake })
