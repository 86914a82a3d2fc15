'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import type { TSearchFilterOptions, TSearchHit } from '@/backend/services/search/shapes'
import { ListingFilters } from '@/components/listing/ListingFilters'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import type { TUrlValues } from '@/lib/listing/url-state'
import { SEARCH_MAX_QUERY, SEARCH_SORT_OPTIONS } from '../listing-options'
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
          { kind: 'select', name: 'type', label: t('filters.type'), value: query.type, allLabel: t('filters.allTypes'), options: options.types.map((type) => ({ value: type, label: moduleLabel(type) })) },
          { kind: 'select', name: 'topic', label: t('filters.topic'), value: query.topic, allLabel: t('filters.allTopics'), options: options.topics.map((topic) => ({ value: topic.id, label: topic.title })) },
          { kind: 'select', name: 'year', label: t('filters.year'), value: query.year, allLabel: t('filters.allYears'), options: options.years.map((year) => ({ value: year, label: String(year) })) },
          { kind: 'select', name: 'sort', label: t('filters.sort'), value: query.sort, options: SEARCH_SORT_OPTIONS.map((sort) => ({ value: sort, label: t(`filters.sortOptions.${sort}`) })) },
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
