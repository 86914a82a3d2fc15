import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { listFaqCategories } from './list-faq-categories'
import type { TFaqItem } from '../../../lib/contracts/faq'
import { toCategoryRef, toFaqItem } from './shapes'

/** /faq/highlight: published questions flagged highlight, from published categories, in order. */
export async function listFaqHighlight(payload: Payload, locale: Locale, take: number): Promise<TFaqItem[]> {
  const categories = new Map((await listFaqCategories(payload, locale)).map((doc) => [doc.id, toCategoryRef(doc)]))
  if (categories.size === 0) return []
  const found = await payload.find({
    collection: 'faqs',
    where: {
      and: [{ _status: { equals: 'published' } }, { highlight: { equals: true } }, { category: { in: [...categories.keys()] } }],
    },
    sort: ['order', 'id'],
    limit: take,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  return found.docs.map((faq) => toFaqItem(faq, categories.get(faq.category as number)!))
}
