'use client'
import { useTranslations } from 'next-intl'
import { filterFieldsOf } from '@/components/listing/filter-fields'
import { ListingFilters } from '@/components/listing/ListingFilters'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import { SORT_OPTIONS } from '@/lib/contracts/elibrary/listing-options'
import type { TELibraryPageQuery } from '../page-query'
import { listingParamsOf, queryStringOf } from '../query-state'
import type { TELibraryFilterOptions } from '../queries'
import styles from './content.module.css'
import type { TELibraryCard } from './elibrary-cards'
import { ELibraryResults } from './ELibraryResults'

/**
 * Filters and results. Applying a filter changes the URL; the server renders the new first page and the
 * results remount (keyed by the query), which resets paging to position 1 as the spec asks.
 */
export function ELibraryBrowser(props: {
  action: string
  query: TELibraryPageQuery
  options: TELibraryFilterOptions
  firstPage: TELibraryCard[]
  totalData: number
}) {
  const { action, query, options, firstPage, totalData } = props
  const t = useTranslations('elibrary.filters')
  const { pending, go } = useListingNavigation({ keepScroll: true })
  const key = queryStringOf(query)
  const field = filterFieldsOf(t)

  return (
    <>
      <ListingFilters
        key={`filters${key}`}
        action={action}
        label={t('label')}
        role="search"
        styles={styles}
        fields={[
          field.topic(query.topic, options.topics),
          field.records('type', query.type, options.types),
          field.year(query.year, options.years),
          field.sort(query.sort, SORT_OPTIONS),
          field.search(query.search),
        ]}
        buttons={{ apply: t('apply'), reset: t('reset') }}
        onApply={(values) => go(`${action}${queryStringOf(values)}`)}
      />
      <ELibraryResults key={`results${key}`} params={listingParamsOf(query)} firstPage={firstPage} totalData={totalData} busy={pending} />
    </>
  )
}
