import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { FaqCategory } from '../../payload-types'

/** Published FAQ categories in their editors' order (one slug, or all). */
export async function listFaqCategories(payload: Payload, locale: Locale, slug?: string): Promise<FaqCategory[]> {
  const found = await payload.find({
    collection: 'faq-categories',
    where: { and: [{ _status: { equals: 'published' } }, ...(slug ? [{ slug: { equals: slug } }] : [])] },
    sort: ['order', 'id'],
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  return found.docs
}
