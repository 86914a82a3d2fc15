import type { Payload } from 'payload'
import { EVENT_DETAIL_ROUTE } from '../../../lib/contracts/events/detail-routes'
import type { Locale } from '../../../lib/i18n/config'
import { permalinkOf } from '../../../lib/i18n/permalink'
import type { TImage } from '../shapes'
import { listEvents } from '../events/list-events'

/** An educational event as the education page shows it; `permalink` is the internal /event/<id>/<title> route. */
export type TEducationEvent = {
  id: number
  title: string
  permalink: string
  startDate: string
  location: string
  image: TImage | null
}

/**
 * Spec: /static/education/event-highlight. The soonest upcoming events of the topic the editors chose on
 * the education page (eventTopic), or of every topic when none is chosen. Published events only.
 */
export async function listEducationEvents(payload: Payload, locale: Locale, take: number): Promise<TEducationEvent[]> {
  const page = await payload.findGlobal({ slug: 'education-page', depth: 0, overrideAccess: false })
  const topic = typeof page.eventTopic === 'object' ? page.eventTopic?.id : page.eventTopic
  const { listing } = await listEvents(
    payload,
    'upcoming',
    { filterType: topic ? [topic] : undefined, sortBy: 'nearest', skip: 0, take },
    locale,
  )
  return listing.map((event) => ({
    id: event.id,
    title: event.title,
    permalink: permalinkOf(EVENT_DETAIL_ROUTE, { id: event.id, title: event.slug }),
    startDate: event.startDate,
    location: event.city,
    image: event.image,
  }))
}
