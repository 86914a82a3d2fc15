'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import type { TSearchFilterOptions, TSearchHit } from '@/lib/contracts/search/responses'
import { filterFieldsOf } from '@/components/listing/filter-fields'
import { ListingFilters } from '@/components/listing/ListingFilters'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import type { TUrlValues } from '@/lib/listing/url-state'
import { SEARCH_MAX_QUERY, SEARCH_SORT_OPTIONS } from '@/lib/contracts/search/listing-options'
import type { TSearchPageQuery } from '../page-query'
import { searchParamsOf, searchQueryString } from '../query-state'
import { SearchResults } from './SearchResults'
import styles from './search.module.css'

/**
 * The query box, filters and results. A new query or filter changes the URL; the server renders the new
 * first page and the results remount (keyed by both), which resets paging to position 1 (spec section 4).
 */
export function SearchBrowser(props: {
  searchKey: string
  query: TSearchPageQuery
  options: TSearchFilterOptions
  firstPage: TSearchHit[]
  totalData: number
}) {
  const { searchKey, query, options, firstPage, totalData } = props
  const locale = useLocale() as Locale
  const t = useTranslations('search')
  const field = filterFieldsOf(useTranslations('search.filters'))
  const { pending, go: navigate } = useListingNavigation({ keepScroll: false })
  const [text, setText] = useState(searchKey)
  const action = buildPath('/search/[searchKey]', locale, { searchKey })
  const go = (key: string, filters: TUrlValues<keyof TSearchPageQuery>) =>
    navigate(`${buildPath('/search/[searchKey]', locale, { searchKey: key })}${searchQueryString(filters)}`)
  const moduleLabel = (module: string) => (t.has(`modules.${module}`) ? t(`modules.${module}`) : module)

  function submit(event: FormEvent) {
    event.preventDefault()
    const key = text.trim()
    if (key && key !== searchKey) go(key, query)
  }
  const state = searchQueryString(query)

  return (
    <>
      <form role="search" className={styles.queryForm} onSubmit={submit}>
        <label htmlFor="search-page-query" className="visually-hidden">
          {t('queryLabel')}
        </label>
        <input
          id="search-page-query"
          type="search"
          value={text}
          maxLength={SEARCH_MAX_QUERY}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn btn--primary">
          {t('submit')}
        </button>
      </form>
      <ListingFilters
        key={`filters${state}`}
        action={action}
        label={t('filters.label')}
        styles={styles}
        fields={[
          field.choice('type', query.type, options.types.map((type) => ({ value: type, label: moduleLabel(type) }))),
          field.topic(query.topic, options.topics),
          field.year(query.year, options.years),
          field.sort(query.sort, SEARCH_SORT_OPTIONS),
        ]}
        buttons={{ noscriptApply: t('filters.apply') }}
        onApply={(values) => go(searchKey, values)}
      />
      <SearchResults
        key={`results${searchKey}${state}`}
        params={searchParamsOf(searchKey, query)}
        firstPage={firstPage}
        totalData={totalData}
        busy={pending}
      />
    </>
  )
}
