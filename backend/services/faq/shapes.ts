import type { Faq, FaqCategory } from '../../payload-types'
import type { TRichText } from '../shapes'

export type TFaqCategoryRef = { id: number; slug: string; title: string }
export type TFaqItem = { id: number; question: string; answer: TRichText | null; category: TFaqCategoryRef }
export type TFaqCategory = TFaqCategoryRef & { description: string; faqs: TFaqItem[] }

export function toCategoryRef(doc: FaqCategory): TFaqCategoryRef {
  return { id: doc.id, slug: doc.slug, title: doc.title }
}

export function toFaqItem(doc: Faq, category: TFaqCategoryRef): TFaqItem {
  return { id: doc.id, question: doc.question, answer: doc.answer ?? null, category }
}
