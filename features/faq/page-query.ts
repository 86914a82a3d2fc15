import { z } from 'zod'
import { ZFaqCategorySlug } from '@/lib/contracts/faq'

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** The FAQ page's URL (?category=<slug>), shareable; a malformed value is dropped. */
export const ZFaqPageQuery = z.object({ category: z.preprocess(first, ZFaqCategorySlug.optional()).catch(undefined) })

/** The category to open: the one asked for when it exists, else the first. */
export function selectedCategory(slugs: string[], asked: string | undefined): string | undefined {
  return asked && slugs.includes(asked) ? asked : slugs[0]
}
