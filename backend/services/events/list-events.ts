import type { Payload, Where } from 'payload'
import type { TEventListingParams, TEventWhen } from '../../../lib/contracts/events/api-params'
import type { Locale } from '../../../lib/i18n/config'
import { pageWindow } from '../../../lib/paging/page-window'
import { toEventListingItem, type TEventListingItem } from './shapes'
import { eventSortOf } from './sort-events'

export type TEventListing = { listing: TEventListingItem[]; totalData: number }

/** Upcoming until the end time has passed, decided here on the server (never by the visitor's clock). */
export function whenWhere(when: TEventWhen, now: Date): Where {
  const instant = now.toISOString()
  return when === 'upcoming' ? { endDate: { greater_than: instant } } : { endDate: { less_than_equal: instant } }
}

function whereOf(params: TEventListingParams, when: TEventWhen, now: Date): Where {
  const and: Where[] = [{ _status: { equals: 'published' } }, whenWhere(when, now)]
  if (params.filterType) and.push({ topics: { in: params.filterType } })
  if (params.filterYear) and.push({ year: { in: params.filterYear } })
  if (params.search) and.push({ or: [{ title: { like: params.search } }, { summary: { like: params.search } }] })
  return { and }
}

/** The public upcoming or past events listing: published events only, filtered, sorted and paged by skip and take. */
export async function listEvents(
  payload: Payload,
  when: TEventWhen,
  params: TEventListingParams,
  locale: Locale,
  now = new Date(),
): Promise<TEventListing> {
  const { page, limit, dropFirst } = pageWindow(params.skip, params.take)
  const found = await payload.find({
    collection: 'events',
    where: whereOf(params, when, now),
    sort: eventSortOf(params.sortBy, when),
    page,
    limit,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return { listing: found.docs.slice(dropFirst).map((doc) => toEventListingItem(doc, now)), totalData: found.totalDocs }
}
