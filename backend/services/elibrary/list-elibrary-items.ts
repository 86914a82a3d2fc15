import type { Payload, Where } from 'payload'
import type { TELibraryListingParams } from '../../../lib/contracts/elibrary/api-params'
import type { Locale } from '../../../lib/i18n/config'
import { pageWindow } from '../../../lib/paging/page-window'
import type { TELibraryListingItem } from '../shapes'
import { sortOf } from './sort-of'
import { toELibraryListingItem } from './to-listing-item'

export type TELibraryListing = { listing: TELibraryListingItem[]; totalData: number }

function whereOf(params: TELibraryListingParams): Where {
  const and: Where[] = [{ _status: { equals: 'published' } }]
  if (params.filterType) and.push({ type: { in: params.filterType } })
  if (params.filterTopic) and.push({ topics: { in: params.filterTopic } })
  if (params.filterYear) and.push({ year: { in: params.filterYear } })
  if (params.search) and.push({ or: [{ title: { like: params.search } }, { excerpt: { like: params.search } }] })
  return { and }
}

/** The public e-library listing: published items only, filtered, sorted and paged by skip and take. */
export async function listELibraryItems(
  payload: Payload,
  params: TELibraryListingParams,
  locale: Locale,
): Promise<TELibraryListing> {
  const { page, limit, dropFirst } = pageWindow(params.skip, params.take)
  const found = await payload.find({
    collection: 'elibrary-items',
    where: whereOf(params),
    sort: sortOf(params.sortBy, 'publishedDate'),
    page,
    limit,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return { listing: found.docs.slice(dropFirst).map(toELibraryListingItem), totalData: found.totalDocs }
}
