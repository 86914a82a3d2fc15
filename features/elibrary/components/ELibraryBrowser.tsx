'use client'
import { useTranslations } from 'next-intl'
import type { TELibraryListingItem } from '@/backend/services/elibrary/shapes'
import { ListingFilters } from '@/components/listing/ListingFilters'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import { SORT_OPTIONS } from '../listing-options'
import type { TELibraryPageQuery } from '../page-query'
import { listingParamsOf, queryStringOf } from '../query-state'
import type { TELibraryFilterOptions } from '../queries'
import styles from './content.module.css'
import { ELibraryResults } from './ELibraryResults'

/**
 * Filters and results. Applying a filter changes the URL; the server renders the new first page and the
 * results remount (keyed by the query), which resets paging to position 1 as the spec asks.
 */
export function ELibraryBrowser(props: {
  action: string
  query: TELibraryPageQuery
  options: TELibraryFilterOptions
  firstPage: TELibraryListingItem[]
  totalData: number
}) {
  const { action, query, options, firstPage, totalData } = props
  const t = useTranslations('elibrary.filters')
  const { pending, go } = useListingNavigation({ keepScroll: true })
  const key = queryStringOf(query)

  return (
    <>
      <ListingFilters
        key={`filters${key}`}
        action={action}
        label={t('label')}
        role="search"
        styles={styles}
        fields={[
          { kind: 'select', name: 'topic', label: t('topic'), value: query.topic, allLabel: t('allTopics'), options: options.topics.map((topic) => ({ value: topic.id, label: topic.title })) },
          { kind: 'select', name: 'type', label: t('type'), value: query.type, allLabel: t('allTypes'), options: options.types.map((type) => ({ value: type.id, label: type.title })) },
          { kind: 'select', name: 'year', label: t('year'), value: query.year, allLabel: t('allYears'), options: options.years.map((year) => ({ value: year, label: String(year) })) },
          { kind: 'select', name: 'sort', label: t('sort'), value: query.sort, options: SORT_OPTIONS.map((sort) => ({ value: sort, label: t(`sortOptions.${sort}`) })) },
          { kind: 'search', name: 'search', label: t('search'), value: query.search, placeholder: t('searchPlaceholder') },
        ]}
        buttons={{ apply: t('apply'), reset: t('reset') }}
        onApply={(values) => go(`${action}${queryStringOf(values)}`)}
      />
      <ELibraryResults key={`results${key}`} params={listingParamsOf(query)} firstPage={firstPage} totalData={totalData} busy={pending} />
    </>
  )
}
