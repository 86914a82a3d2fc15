import type { Payload, PayloadRequest } from 'payload'
import { richLines } from '../rich-lines'
import { ACCOUNT_FAQ, COURSE_FAQ } from './account-course'
import { CERTIFICATE_FAQ, EVENT_FAQ } from './certificate-event'

export const FAQ_CATEGORIES = [ACCOUNT_FAQ, COURSE_FAQ, CERTIFICATE_FAQ, EVENT_FAQ]

/** FAQ categories and their questions, published in Indonesian and English. */
export async function seedFaq(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const [order, category] of FAQ_CATEGORIES.entries()) {
    const created = await payload.create({
      collection: 'faq-categories',
      locale: 'id',
      data: { _status: 'published', slug: category.slug, order, title: category.title.id, description: category.description.id },
      overrideAccess: true,
      req,
    })
    const en = { _status: 'published' as const, title: category.title.en, description: category.description.en }
    await payload.update({ collection: 'faq-categories', id: created.id, locale: 'en', data: en, overrideAccess: true, req })
    for (const [index, faq] of category.faqs.entries()) {
      const doc = await payload.create({
        collection: 'faqs',
        locale: 'id',
        data: {
          _status: 'published',
          category: created.id,
          order: index,
          highlight: !!faq.highlight,
          question: faq.question.id,
          answer: richLines(faq.answer.id),
        },
        overrideAccess: true,
        req,
      })
      const enFaq = { _status: 'published' as const, question: faq.question.en, answer: richLines(faq.answer.en) }
      await payload.update({ collection: 'faqs', id: doc.id, locale: 'en', data: enFaq, overrideAccess: true, req })
    }
  }
}
