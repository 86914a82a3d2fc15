import type { Payload, Where } from 'payload'
import type { TProgramListingParams, TProgramSort } from '../../../lib/contracts/education/api-params'
import type { Locale } from '../../../lib/i18n/config'
import { pageWindow } from '../../../lib/paging/page-window'
import { toProgramListingItem, type TProgramListingItem } from './shapes'

export type TProgramListing = { listing: TProgramListingItem[]; totalData: number }

// The id tie-breaker keeps pages stable when orders, dates or titles are equal.
const SORTS: Record<TProgramSort, string[]> = {
  order: ['order', 'title', 'id'],
  latest: ['-createdAt', '-id'],
  oldest: ['createdAt', 'id'],
  az: ['title', 'id'],
  za: ['-title', '-id'],
}

function whereOf(params: TProgramListingParams): Where {
  const and: Where[] = [{ _status: { equals: 'published' } }, { kind: { equals: 'other' } }]
  if (params.search) and.push({ or: [{ title: { like: params.search } }, { summary: { like: params.search } }] })
  return { and }
}

/** The other programs (spec: /static/education/other-program): published only, searched, sorted, paged. */
export async function listOtherPrograms(payload: Payload, params: TProgramListingParams, locale: Locale): Promise<TProgramListing> {
  const { page, limit, dropFirst } = pageWindow(params.skip, params.take)
  const found = await payload.find({
    collection: 'education-programs',
    where: whereOf(params),
    sort: SORTS[params.sortBy],
    page,
    limit,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return { listing: found.docs.slice(dropFirst).map(toProgramListingItem), totalData: found.totalDocs }
}
