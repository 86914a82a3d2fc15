import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { listFaqCategories } from './list-faq-categories'
import type { TFaqCategory } from '../../../lib/contracts/faq'
import { toCategoryRef, toFaqItem } from './shapes'

/**
 * /faq/list: published categories, each with its published questions in order. Categories without a
 * published question are left out (an empty tab helps nobody). With a slug, only that category;
 * null when it is unknown, unpublished or empty.
 */
export async function listFaqs(payload: Payload, locale: Locale, slug?: string): Promise<TFaqCategory[] | null> {
  const categories = await listFaqCategories(payload, locale, slug)
  if (categories.length === 0) return slug ? null : []
  const found = await payload.find({
    collection: 'faqs',
    where: { and: [{ _status: { equals: 'published' } }, { category: { in: categories.map((c) => c.id) } }] },
    sort: ['order', 'id'],
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  const grouped = categories
    .map((doc) => {
      const ref = toCategoryRef(doc)
      const faqs = found.docs.filter((faq) => faq.category === doc.id).map((faq) => toFaqItem(faq, ref))
      return { ...ref, description: doc.description ?? '', faqs }
    })
    .filter((category) => category.faqs.length > 0)
  return slug && grouped.length === 0 ? null : grouped
}
