import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { UniidPage } from '../../payload-types'

/** The published UniID page texts in one language (an editor's unpublished draft is never read). */
export async function getUniidPage(payload: Payload, locale: Locale): Promise<UniidPage> {
  return (await payload.findGlobal({ slug: 'uniid-page', locale, depth: 1, draft: false, overrideAccess: false })) as UniidPage
}
