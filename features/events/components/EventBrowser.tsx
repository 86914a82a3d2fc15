'use client'
import { ListingFilters, type TListingFiltersContent } from '@/components/listing/ListingFilters'
import type { TLoadMoreLabels } from '@/components/listing/LoadMoreFooter'
import styles from '@/features/elibrary/components/content.module.css'
import type { TEventWhen } from '@/lib/contracts/events/listing-options'
import type { Locale } from '@/lib/i18n/config'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import type { TEventPageQuery } from '../page-query'
import { eventParamsOf, eventQueryStringOf } from '../query-state'
import type { TEventCardLabels } from './event-card-labels'
import type { TEventCard } from './event-cards'
import { EventSection, type TEventSectionTexts } from './EventSection'

/** A section as the server made it for one filter state: its first page (pictures and dates made there) and its words. */
export type TEventSectionContent = { firstPage: TEventCard[]; texts: TEventSectionTexts }

/**
 * One set of filters over both sections (the menu links ?topic=<id>), with every word written by the server, so the
 * browser gets no i18n runtime. A new filter changes the URL; the server renders the new first pages and each section
 * remounts (keyed by the query), which resets its paging to position 1.
 */
export function EventBrowser(props: {
  action: string
  locale: Locale
  query: TEventPageQuery
  filters: TListingFiltersContent<keyof TEventPageQuery>
  updating: string
  sections: Record<TEventWhen, TEventSectionContent>
  labels: TLoadMoreLabels
  cardLabels: TEventCardLabels
}) {
  const { action, locale, query, filters, updating, sections, labels, cardLabels } = props
  const { pending, go } = useListingNavigation({ keepScroll: true })
  const key = eventQueryStringOf(query)
  const params = eventParamsOf(query)
  return (
    <>
      <ListingFilters
        key={`filters${key}`}
        action={action}
        role="search"
        styles={styles}
        {...filters}
        onApply={(values) => go(`${action}${eventQueryStringOf(values)}`)}
      />
      <p className={styles.status} aria-live="polite">
        {pending ? updating : ''}
      </p>
      {(['upcoming', 'past'] as const).map((when) => (
        <EventSection
          key={`${when}${key}`}
          when={when}
          locale={locale}
          params={params}
          firstPage={sections[when].firstPage}
          texts={sections[when].texts}
          labels={labels}
          cardLabels={cardLabels}
          busy={pending}
        />
      ))}
    </>
  )
}
