'use client'
import { useTranslations } from 'next-intl'
import type { TEventListing } from '@/backend/services/events/list-events'
import { ListingFilters } from '@/components/listing/ListingFilters'
import styles from '@/features/elibrary/components/content.module.css'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import { EVENT_SORT_OPTIONS } from '../listing-options'
import type { TEventPageQuery } from '../page-query'
import { eventParamsOf, eventQueryStringOf } from '../query-state'
import type { TEventFilterOptions } from '../queries'
import { EventSection } from './EventSection'

/**
 * One set of filters over both sections (the menu links ?topic=<id>). A new filter changes the URL; the
 * server renders the new first pages and each section remounts (keyed by the query), which resets its
 * paging to position 1.
 */
export function EventBrowser(props: {
  action: string
  query: TEventPageQuery
  options: TEventFilterOptions
  upcoming: TEventListing | null
  past: TEventListing | null
}) {
  const { action, query, options, upcoming, past } = props
  const t = useTranslations('events')
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
          { kind: 'select', name: 'topic', label: t('filters.topic'), value: query.topic, allLabel: t('filters.allTopics'), options: options.topics.map((topic) => ({ value: topic.id, label: topic.title })) },
          { kind: 'select', name: 'year', label: t('filters.year'), value: query.year, allLabel: t('filters.allYears'), options: options.years.map((year) => ({ value: year, label: String(year) })) },
          { kind: 'select', name: 'sort', label: t('filters.sort'), value: query.sort, options: EVENT_SORT_OPTIONS.map((sort) => ({ value: sort, label: t(`filters.sortOptions.${sort}`) })) },
          { kind: 'search', name: 'search', label: t('filters.search'), value: query.search, placeholder: t('filters.searchPlaceholder') },
        ]}
        buttons={{ apply: t('filters.apply'), reset: t('filters.reset') }}
        onApply={(values) => go(`${action}${eventQueryStringOf(values)}`)}
      />
      <p className={styles.status} aria-live="polite">
        {pending ? t('results.updating') : ''}
      </p>
      <EventSection key={`upcoming${key}`} when="upcoming" params={params} firstPage={upcoming?.listing ?? []} totalData={upcoming?.totalData ?? 0} busy={pending} />
      <EventSection key={`past${key}`} when="past" params={params} firstPage={past?.listing ?? []} totalData={past?.totalData ?? 0} busy={pending} />
    </>
  )
}
