import type { Payload, Where } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { whenWhere } from './list-events'
import { toEventListingItem, type TEventListingItem } from './shapes'

export type TEventPick = 'highlight' | 'highlight-new'

const published: Where = { _status: { equals: 'published' } }

async function find(payload: Payload, where: Where[], sort: string[], take: number, locale: Locale, now: Date) {
  if (take <= 0) return []
  const found = await payload.find({ collection: 'events', where: { and: [published, ...where] }, sort, limit: take, depth: 1, locale, overrideAccess: false })
  return found.docs.map((doc) => toEventListingItem(doc, now))
}

/**
 * `highlight`: events flagged highlight, the soonest upcoming first, then the most recent past ones to fill.
 * `highlight-new`: the most recently announced upcoming events (newest first), flagged or not.
 */
export async function listEventPicks(
  payload: Payload,
  pick: TEventPick,
  take: number,
  locale: Locale,
  now = new Date(),
): Promise<TEventListingItem[]> {
  if (pick === 'highlight-new') return find(payload, [whenWhere('upcoming', now)], ['-createdAt', '-id'], take, locale, now)
  const flagged: Where = { highlight: { equals: true } }
  const upcoming = await find(payload, [flagged, whenWhere('upcoming', now)], ['startDate', 'id'], take, locale, now)
  const past = await find(payload, [flagged, whenWhere('past', now)], ['-startDate', '-id'], take - upcoming.length, locale, now)
  return [...upcoming, ...past]
}
