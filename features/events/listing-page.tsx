import { getTranslations } from 'next-intl/server'
import type { TEventListing } from '@/backend/services/events/list-events'
import { filterFieldsOf } from '@/components/listing/filter-fields'
import { loadMoreLabelsOf } from '@/components/listing/listing-texts'
import styles from '@/features/elibrary/components/content.module.css'
import { EVENT_SORT_OPTIONS, type TEventWhen } from '@/lib/contracts/events/listing-options'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { listingMetadata, openListingPage, type TListingPageProps } from '@/lib/listing/listing-page'
import { EventBrowser, type TEventSectionContent } from './components/EventBrowser'
import { EventCtaBox } from './components/EventCtaBox'
import { eventCardLabelsOf } from './components/event-card-labels'
import { eventCardsOf } from './components/event-cards'
import { ZEventPageQuery } from './page-query'
import { eventParamsOf } from './query-state'
import { fetchEventCta, fetchEventFilterOptions, fetchEventListing } from './queries'

export const generateMetadata = listingMetadata('/event')

/** A section's first page with its cards made here (pictures, dates) and its words, so the browser needs no code to make them. */
function sectionOf(t: (key: string, values?: { count: number }) => string, when: TEventWhen, section: TEventListing | null, locale: Locale): TEventSectionContent {
  return {
    firstPage: eventCardsOf(section?.listing ?? [], locale),
    texts: {
      title: t(`sections.${when}`),
      intro: t(`sections.${when}Intro`),
      count: t('results.count', { count: section?.totalData ?? 0 }),
      empty: t(when === 'upcoming' ? 'results.emptyUpcoming' : 'results.emptyPast'),
      emptyHint: t('results.emptyHint'),
    },
  }
}

/**
 * /event: upcoming (#upcoming) and past (#past-event) events, each paged on its own, under one set of filters. Every
 * text of the filters and sections is written here and passed down, so the browser needs no i18n runtime (docs/decisions/045).
 */
export async function EventListingPage(props: TListingPageProps) {
  const { locale, query } = await openListingPage(props, ZEventPageQuery)
  const [tRoutes, t, tFilters, options, upcoming, past, cta] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'events' }),
    getTranslations({ locale, namespace: 'events.filters' }),
    fetchEventFilterOptions(locale),
    fetchEventListing(locale, 'upcoming', eventParamsOf(query)),
    fetchEventListing(locale, 'past', eventParamsOf(query)),
    fetchEventCta(locale),
  ])
  const field = filterFieldsOf(tFilters)
  return (
    <div className={`container ${styles.page}`}>
      <h1>{tRoutes('/event')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <EventBrowser
        action={buildPath('/event', locale)}
        locale={locale}
        query={query}
        filters={field.form([
          field.topic(query.topic, options.topics),
          field.year(query.year, options.years),
          field.sort(query.sort, EVENT_SORT_OPTIONS),
          field.search(query.search),
        ])}
        updating={t('results.updating')}
        sections={{ upcoming: sectionOf(t, 'upcoming', upcoming, locale), past: sectionOf(t, 'past', past, locale) }}
        labels={loadMoreLabelsOf((key) => t(`results.${key}`))}
        cardLabels={eventCardLabelsOf(t)}
      />
      <EventCtaBox cta={cta} locale={locale} />
    </div>
  )
}
