import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { TPolicyKey, TPolicyPage } from '../../../lib/contracts/legal'

/** The published document for a key; null when none is published. */
export async function getPolicyPage(payload: Payload, key: TPolicyKey, locale: Locale): Promise<TPolicyPage | null> {
  const found = await payload.find({
    collection: 'policy-pages',
    where: { and: [{ key: { equals: key } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  const doc = found.docs[0]
  if (!doc) return null
  return { key: doc.key, title: doc.title, summary: doc.summary ?? '', body: doc.body ?? null, lastUpdated: doc.lastUpdated }
}
