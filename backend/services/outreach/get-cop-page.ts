import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { toCopPage, type TCopPage } from './shapes'

/** The published community of practice page (all its sections); null until an editor has published it. */
export async function getCopPage(payload: Payload, locale: Locale): Promise<TCopPage | null> {
  const doc = await payload.findGlobal({ slug: 'community-of-practice', locale, depth: 1, overrideAccess: false })
  // Public reads filter on _status: a global never published comes back as an empty object.
  return doc?.intro?.title ? toCopPage(doc) : null
}
