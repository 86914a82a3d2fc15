import type { Payload, Where } from 'payload'
import type { TResearchListingParams } from '../../../lib/contracts/research/api-params'
import type { Locale } from '../../../lib/i18n/config'
import { pageWindow } from '../../../lib/paging/page-window'
import { sortOf } from '../elibrary/sort-of'
import { toResearchListingItem, type TResearchListingItem } from './shapes'

export type TResearchListing = { research: TResearchListingItem[]; totalData: number }

function whereOf(params: TResearchListingParams): Where {
  const and: Where[] = [{ _status: { equals: 'published' } }]
  if (params.filterType) and.push({ progress: { equals: params.filterType } })
  if (params.filterTopic) and.push({ topics: { in: params.filterTopic } })
  if (params.filterYear) and.push({ year: { in: params.filterYear } })
  return { and }
}

/** The public research listing: published research only, filtered by status, topic and year, paged. */
export async function listResearch(
  payload: Payload,
  params: TResearchListingParams,
  locale: Locale,
): Promise<TResearchListing> {
  const { page, limit, dropFirst } = pageWindow(params.skip, params.take)
  const found = await payload.find({
    collection: 'research',
    where: whereOf(params),
    sort: sortOf(params.sortBy, 'year'),
    page,
    limit,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return { research: found.docs.slice(dropFirst).map(toResearchListingItem), totalData: found.totalDocs }
}
