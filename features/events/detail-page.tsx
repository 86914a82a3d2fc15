import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { JsonLd } from '@/components/seo/JsonLd'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { eventAlternates, loadEvent } from './alternates'
import { EventDetailView } from './components/EventDetailView'
import { EVENT_DETAIL_ROUTE, eventDetailHref } from '@/lib/contracts/events/detail-routes'
import { eventStructuredData } from './structured-data'

type TDetailProps = { params: Promise<{ locale: string; id: string; title: string }> }

export async function generateMetadata({ params }: TDetailProps): Promise<Metadata> {
  const { locale, id } = await params
  if (!isLocale(locale)) return {}
  const event = await loadEvent(locale, id)
  if (!event) return {}
  const languages = await eventAlternates(String(event.id))
  return pageMetadata({ locale, route: EVENT_DETAIL_ROUTE, params: { id: String(event.id), title: event.slug }, title: event.title, image: event.image?.url, languages })
}

/** /event/{id}/{title}: one canonical URL per event (another slug redirects there); an unknown id is a 404. */
export async function EventDetailPage({ params }: TDetailProps) {
  const { locale, id, title } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const event = await loadEvent(locale, id)
  if (!event) notFound()
  if (title !== event.slug || id !== String(event.id)) permanentRedirect(eventDetailHref(locale, event))
  return (
    <>
      <JsonLd data={await eventStructuredData(locale, event)} />
      <EventDetailView event={event} locale={locale} />
    </>
  )
}
