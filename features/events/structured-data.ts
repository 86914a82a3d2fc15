import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { TEventDetail } from '@/backend/services/events/shapes'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { siteUrl } from '@/lib/seo/site-url'
import { breadcrumbLd, eventLd, type TEventLd } from '@/lib/seo/structured-data'
import { eventDetailHref } from '@/lib/contracts/events/detail-routes'
import { isoInWib } from '@/lib/contracts/events/schedule'

const LD_STATUS: Record<TEventDetail['eventStatus'], NonNullable<TEventLd['status']>> = {
  scheduled: 'EventScheduled',
  rescheduled: 'EventRescheduled',
  postponed: 'EventPostponed',
  cancelled: 'EventCancelled',
  'moved-online': 'EventMovedOnline',
}

/** schema.org Event (dates with the +07:00 offset, place or virtual location, speakers) and breadcrumbs. */
export async function eventStructuredData(locale: Locale, event: TEventDetail) {
  const [tMeta, tRoutes] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getTranslations({ locale, namespace: 'routes' })])
  const absolute = (path: string) => new URL(path, siteUrl()).toString()
  const url = absolute(eventDetailHref(locale, event))
  const venue = event.venue && {
    name: event.venue.name,
    address: [event.venue.address, event.venue.city].filter(Boolean).join(', '),
  }
  return [
    eventLd({
      name: event.title,
      description: event.summary,
      url,
      startDate: isoInWib(event.startDate),
      endDate: isoInWib(event.endDate),
      image: event.image ? absolute(event.image.url) : null,
      online: event.format !== 'offline',
      virtualUrl: event.onlineUrl,
      venue: event.format === 'online' ? null : venue,
      organizer: { name: tMeta('siteName'), url: siteUrl().toString() },
      isFree: true,
      inLanguage: locale,
      status: LD_STATUS[event.eventStatus],
      performers: event.speakers.map((speaker) => ({ name: speaker.name, jobTitle: speaker.position, affiliation: speaker.organisation })),
    }),
    breadcrumbLd([
      { name: tRoutes('/'), url: absolute(buildPath('/', locale)) },
      { name: tRoutes('/event'), url: absolute(buildPath('/event', locale)) },
      { name: event.title, url },
    ]),
  ]
}
