import type { Payload } from 'payload'
import { ELIBRARY_DETAIL_ROUTES } from '../../../lib/contracts/elibrary/detail-routes'
import type { TEventWhen } from '../../../lib/contracts/events/api-params'
import { EVENT_DETAIL_ROUTE } from '../../../lib/contracts/events/detail-routes'
import { researchDetailRoute } from '../../../lib/contracts/research/detail-routes'
import type { TMenuFeed } from '../../../lib/contracts/site'
import type { Locale } from '../../../lib/i18n/config'
import type { AppPathname } from '../../../lib/i18n/pathnames'
import { listELibraryItems } from '../elibrary/list-elibrary-items'
import { listELibraryTypes } from '../elibrary/list-elibrary-types'
import { listMainPrograms } from '../education/list-main-programs'
import { listEvents } from '../events/list-events'
import { listResearch } from '../research/list-research'

/** Spec section 9: the header's dropdown lists show the 3 latest items (take 3, skip 0). */
export const MENU_LATEST_TAKE = 3

type TFeedLoader = (payload: Payload, locale: Locale) => Promise<TMenuFeed>

/** An internal route with its params filled in: the CMS permalink form that the site localizes. */
function permalinkOf(route: AppPathname, params: Record<string, string | number>): string {
  return route.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))
}

const latestResearch: TFeedLoader = async (payload, locale) => {
  const { research } = await listResearch(payload, { sortBy: 'latest', skip: 0, take: MENU_LATEST_TAKE }, locale)
  return {
    kind: 'latest',
    items: research.map((item) => ({
      id: item.id,
      title: item.title,
      permalink: permalinkOf(researchDetailRoute(item.type), { id: item.id, title: item.slug }),
    })),
  }
}

const latestELibrary: TFeedLoader = async (payload, locale) => {
  const { listing } = await listELibraryItems(payload, { sortBy: 'latest', skip: 0, take: MENU_LATEST_TAKE }, locale)
  return {
    kind: 'latest',
    items: listing.map((item) => ({
      id: item.id,
      title: item.title,
      permalink: permalinkOf(ELIBRARY_DETAIL_ROUTES[item.type], { id: item.id, title: item.slug }),
    })),
  }
}

const elibraryTypes: TFeedLoader = async (payload, locale) => {
  const types = await listELibraryTypes(payload, locale)
  return { kind: 'types', items: types.map((type) => ({ id: type.id, title: type.title, permalink: `/e-library?type=${type.id}` })) }
}

/** Spec: "education: main programs (listed)" — all of them in the editors' order (they are few), not the 3 latest. */
const mainPrograms: TFeedLoader = async (payload, locale) => {
  const programs = await listMainPrograms(payload, locale)
  return { kind: 'mainPrograms', items: programs.map((program) => ({ id: program.id, title: program.title, permalink: program.permalink })) }
}

/** The 3 upcoming events closest to today (soonest first), or the 3 most recent past ones. */
function eventsFeed(when: TEventWhen): TFeedLoader {
  return async (payload, locale) => {
    const { listing } = await listEvents(payload, when, { sortBy: 'nearest', skip: 0, take: MENU_LATEST_TAKE }, locale)
    return {
      kind: when === 'upcoming' ? 'upcomingEvents' : 'pastEvents',
      items: listing.map((item) => ({ id: item.id, title: item.title, permalink: permalinkOf(EVENT_DETAIL_ROUTE, { id: item.id, title: item.slug }) })),
    }
  }
}

/**
 * What each area's dropdown shows besides its authored links, read live from the content so the menu
 * never lists what an editor has unpublished. Areas not listed here show their authored links only.
 */
export const MENU_FEEDS: Partial<Record<string, TFeedLoader[]>> = {
  research: [latestResearch],
  elibrary: [elibraryTypes, latestELibrary],
  education: [mainPrograms],
  event: [eventsFeed('upcoming'), eventsFeed('past')],
}

export async function loadMenuFeeds(payload: Payload, locale: Locale, type: string): Promise<TMenuFeed[]> {
  const loaders = MENU_FEEDS[type] ?? []
  const feeds = await Promise.all(loaders.map((load) => load(payload, locale)))
  return feeds.filter((feed) => feed.items.length > 0)
}
