import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import type { TEventDetail } from '@/backend/services/events/shapes'
import { AlternateLanguagePaths } from '@/components/i18n/AlternatePaths'
import { JsonLd } from '@/components/seo/JsonLd'
import { alternatePathsOf } from '@/lib/i18n/alternate-paths'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { ZDocumentId } from '../elibrary/api-params'
import { EventDetailView } from './components/EventDetailView'
import { EVENT_DETAIL_ROUTE, eventDetailHref } from './detail-routes'
import { fetchEventDetail } from './queries'
import { eventStructuredData } from './structured-data'

type TDetailProps = { params: Promise<{ locale: string; id: string; title: string }> }

const loadEvent = cache(async (locale: Locale, rawId: string) => {
  const id = ZDocumentId.safeParse(rawId)
  return id.success ? fetchEventDetail(locale, id.data) : null
})

const eventAlternates = (locale: Locale, event: TEventDetail) =>
  alternatePathsOf({ locale, item: event }, (other) => loadEvent(other, String(event.id)), eventDetailHref)

export async function generateMetadata({ params }: TDetailProps): Promise<Metadata> {
  const { locale, id } = await params
  if (!isLocale(locale)) return {}
  const event = await loadEvent(locale, id)
  if (!event) return {}
  const languages = await eventAlternates(locale, event)
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
      <AlternateLanguagePaths paths={await eventAlternates(locale, event)} />
      <JsonLd data={await eventStructuredData(locale, event)} />
      <EventDetailView event={event} locale={locale} />
    </>
  )
}
