import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { getUniidPage } from './get-uniid-page'
import { toUniversity, type TUniversityListing } from './shapes'

/** The programme has tens of universities, not thousands: one answer lists them all, by name. */
const MAX_UNIVERSITIES = 200

/** The university-listing section: its heading and intro, and the published universities. */
export async function listUniversities(payload: Payload, locale: Locale): Promise<TUniversityListing> {
  const [page, found] = await Promise.all([
    getUniidPage(payload, locale),
    payload.find({
      collection: 'universities',
      where: { _status: { equals: 'published' } },
      sort: 'name',
      limit: MAX_UNIVERSITIES,
      depth: 1,
      locale,
      overrideAccess: false,
    }),
  ])
  return {
    title: page.universityListing?.title ?? '',
    intro: page.universityListing?.intro ?? '',
    universities: found.docs.map(toUniversity),
    totalData: found.totalDocs,
  }
}
