import { z } from 'zod'
import { V } from '@/lib/contracts/account/validation'
import { ZPickTake } from './elibrary/api-params'
import { defineEndpoint } from './endpoint'
import type { TRichText } from './shapes'

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** A category slug as editors write it (lowercase words joined by hyphens). */
export const ZFaqCategorySlug = z.string().max(60).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, V.invalid)

export const ZFaqListParams = z.object({ category: z.preprocess(blankToUndefined, ZFaqCategorySlug.optional()) })
export const ZFaqHighlightParams = z.object({ take: ZPickTake })

export type TFaqCategoryRef = { id: number; slug: string; title: string }
export type TFaqItem = { id: number; question: string; answer: TRichText | null; category: TFaqCategoryRef }
export type TFaqCategory = TFaqCategoryRef & { description: string; faqs: TFaqItem[] }

/** Spec section 7 names these under /faq, not /static. */
export const FAQ_LIST = defineEndpoint<TFaqCategory[]>()({ method: 'get', path: '/faq/list', params: ZFaqListParams })
export const FAQ_HIGHLIGHT = defineEndpoint<TFaqItem[]>()({ method: 'get', path: '/faq/highlight', params: ZFaqHighlightParams })
