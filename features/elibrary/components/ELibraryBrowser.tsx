'use client'
import { useRouter } from 'next/navigation'
import { useProgressNavigation } from '@/lib/navigation/use-progress-navigation'
import type { TELibraryListingItem } from '@/backend/services/shapes'
import type { TELibraryPageQuery } from '../page-query'
import { listingParamsOf, queryStringOf } from '../query-state'
import type { TELibraryFilterOptions } from '../queries'
import { ELibraryFilters } from './ELibraryFilters'
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
  const router = useRouter()
  const { pending, navigate } = useProgressNavigation()
  const key = queryStringOf(query)

  return (
    <>
      <ELibraryFilters
        key={`filters${key}`}
        action={action}
        query={query}
        options={options}
        onApply={(values) => {
          const href = `${action}${queryStringOf(values)}`
          navigate(href, () => router.push(href, { scroll: false }))
        }}
      />
      <ELibraryResults key={`results${key}`} params={listingParamsOf(query)} firstPage={firstPage} totalData={totalData} busy={pending} />
    </>
  )
}
