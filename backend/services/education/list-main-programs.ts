import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { toProgramListingItem, type TProgramListingItem } from './shapes'

/** Main programs are a handful; this cap only guards the page and the menu against a runaway list. */
export const MAX_MAIN_PROGRAMS = 12

/** The published main programs in the editors' order (spec: /static/education/main, the menu's "main programs"). */
export async function listMainPrograms(payload: Payload, locale: Locale): Promise<TProgramListingItem[]> {
  const found = await payload.find({
    collection: 'education-programs',
    where: { and: [{ _status: { equals: 'published' } }, { kind: { equals: 'main' } }] },
    sort: ['order', 'title', 'id'],
    limit: MAX_MAIN_PROGRAMS,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return found.docs.map(toProgramListingItem)
}
