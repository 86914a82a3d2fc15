'use client'
import { ListingFilters, type TListingFiltersContent } from '@/components/listing/ListingFilters'
import type { TLoadMoreLabels } from '@/components/listing/LoadMoreFooter'
import type { TCountedTexts } from '@/components/listing/listing-texts'
import type { Locale } from '@/lib/i18n/config'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import type { TELibraryPageQuery } from '../page-query'
import { listingParamsOf, queryStringOf } from '../query-state'
import styles from './content.module.css'
import type { TELibraryCard } from './elibrary-cards'
import { ELibraryResults } from './ELibraryResults'

/**
 * Filters and results, with every word written by the server (listing-page.tsx), so the browser gets no i18n
 * runtime. Applying a filter changes the URL; the server renders the new first page and the results remount
 * (keyed by the query), which resets paging to position 1 as the spec asks.
 */
export function ELibraryBrowser(props: {
  action: string
  locale: Locale
  query: TELibraryPageQuery
  filters: TListingFiltersContent<keyof TELibraryPageQuery>
  firstPage: TELibraryCard[]
  texts: TCountedTexts
  labels: TLoadMoreLabels
}) {
  const { action, locale, query, filters, firstPage, texts, labels } = props
  const { pending, go } = useListingNavigation({ keepScroll: true })
  const key = queryStringOf(query)

  return (
    <>
      <ListingFilters
        key={`filters${key}`}
        action={action}
        role="search"
        styles={styles}
        {...filters}
        onApply={(values) => go(`${action}${queryStringOf(values)}`)}
      />
      <ELibraryResults
        key={`results${key}`}
        locale={locale}
        params={listingParamsOf(query)}
        firstPage={firstPage}
        texts={texts}
        labels={labels}
        busy={pending}
      />
    </>
  )
}
