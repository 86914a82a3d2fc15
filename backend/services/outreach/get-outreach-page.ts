import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { toOutreachPage, type TOutreachPage } from './shapes'

/** The published /outreach introduction and link cards; null until an editor has published them. */
export async function getOutreachPage(payload: Payload, locale: Locale): Promise<TOutreachPage | null> {
  const doc = await payload.findGlobal({ slug: 'outreach-page', locale, depth: 1, overrideAccess: false })
  // Public reads filter on _status: a global never published comes back as an empty object.
  return doc?.headline ? toOutreachPage(doc) : null
}
