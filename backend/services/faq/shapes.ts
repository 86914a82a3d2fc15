import type { Faq, FaqCategory } from '../../payload-types'
import type { TFaqCategoryRef, TFaqItem } from '../../../lib/contracts/faq'

export function toCategoryRef(doc: FaqCategory): TFaqCategoryRef {
  return { id: doc.id, slug: doc.slug, title: doc.title }
}

export function toFaqItem(doc: Faq, category: TFaqCategoryRef): TFaqItem {
  return { id: doc.id, question: doc.question, answer: doc.answer ?? null, category }
}
