'use client'
import { useTranslations } from 'next-intl'
import { filterFieldsOf } from '@/components/listing/filter-fields'
import { ListingFilters } from '@/components/listing/ListingFilters'
import styles from '@/features/elibrary/components/content.module.css'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import { EVENT_SORT_OPTIONS } from '@/lib/contracts/events/listing-options'
import type { TEventPageQuery } from '../page-query'
import { eventParamsOf, eventQueryStringOf } from '../query-state'
import type { TEventFilterOptions } from '../queries'
import type { TEventCard } from './event-cards'
import { EventSection } from './EventSection'

/** A section's first page as the server made it: its cards' pictures and dates made there. */
type TEventFirstPage = { listing: TEventCard[]; totalData: number }

/**
 * One set of filters over both sections (the menu links ?topic=<id>). A new filter changes the URL; the
 * server renders the new first pages and each section remounts (keyed by the query), which resets its
 * paging to position 1.
 */
export function EventBrowser(props: {
  action: string
  query: TEventPageQuery
  options: TEventFilterOptions
  upcoming: TEventFirstPage | null
  past: TEventFirstPage | null
}) {
  const { action, query, options, upcoming, past } = props
  const t = useTranslations('events')
  const field = filterFieldsOf(useTranslations('events.filters'))
  const { pending, go } = useListingNavigation({ keepScroll: true })
  const key = eventQueryStringOf(query)
  const params = eventParamsOf(query)
  return (
    <>
      <ListingFilters
        key={`filters${key}`}
        action={action}
        label={t('filters.label')}
        role="search"
        styles={styles}
        fields={[
          field.topic(query.topic, options.topics),
          field.year(query.year, options.years),
          field.sort(query.sort, EVENT_SORT_OPTIONS),
          field.search(query.search),
        ]}
        buttons={{ apply: t('filters.apply'), reset: t('filters.reset') }}
        onApply={(values) => go(`${action}${eventQueryStringOf(values)}`)}
      />
      <p className={styles.status} aria-live="polite">
        {pending ? t('results.updating') : ''}
      </p>
      {(['upcoming', 'past'] as const).map((when) => {
        const first = when === 'upcoming' ? upcoming : past
        return <EventSection key={`${when}${key}`} when={when} params={params} firstPage={first?.listing ?? []} totalData={first?.totalData ?? 0} busy={pending} />
      })}
    </>
  )
}
