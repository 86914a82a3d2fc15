import type { TBilingual } from '../types'

/** An answer is richLines source (paragraphs, "- " bullets, "1. " steps). */
export type TFaqSeed = { question: TBilingual; answer: TBilingual; highlight?: boolean }
export type TFaqCategorySeed = { slug: string; title: TBilingual; description: TBilingual; faqs: TFaqSeed[] }
