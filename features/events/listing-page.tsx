import { getTranslations } from 'next-intl/server'
import type { TEventListing } from '@/backend/services/events/list-events'
import styles from '@/features/elibrary/components/content.module.css'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { listingMetadata, openListingPage, type TListingPageProps } from '@/lib/listing/listing-page'
import { EventBrowser } from './components/EventBrowser'
import { EventCtaBox } from './components/EventCtaBox'
import { eventCardsOf } from './components/event-cards'
import { ZEventPageQuery } from './page-query'
import { eventParamsOf } from './query-state'
import { fetchEventCta, fetchEventFilterOptions, fetchEventListing } from './queries'

export const generateMetadata = listingMetadata('/event')

/** A section's first page with its cards made here (pictures, dates), so the browser needs no code to make them. */
const withCards = (section: TEventListing | null, locale: Locale) => section && { ...section, listing: eventCardsOf(section.listing, locale) }

/** /event: upcoming (#upcoming) and past (#past-event) events, each paged on its own, under one set of filters. */
export async function EventListingPage(props: TListingPageProps) {
  const { locale, query } = await openListingPage(props, ZEventPageQuery)
  const [tRoutes, t, options, upcoming, past, cta] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'events' }),
    fetchEventFilterOptions(locale),
    fetchEventListing(locale, 'upcoming', eventParamsOf(query)),
    fetchEventListing(locale, 'past', eventParamsOf(query)),
    fetchEventCta(locale),
  ])
  return (
    <div className={`container ${styles.page}`}>
      <h1>{tRoutes('/event')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <EventBrowser action={buildPath('/event', locale)} query={query} options={options} upcoming={withCards(upcoming, locale)} past={withCards(past, locale)} />
      <EventCtaBox cta={cta} locale={locale} />
    </div>
  )
}
