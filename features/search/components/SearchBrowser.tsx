'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import type { TSearchFilterOptions, TSearchHit } from '@/lib/contracts/search/responses'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { useProgressNavigation } from '@/lib/navigation/use-progress-navigation'
import { SEARCH_MAX_QUERY } from '../../../lib/contracts/search/listing-options'
import type { TSearchPageQuery } from '../page-query'
import { searchParamsOf, searchQueryString } from '../query-state'
import { SearchFilters } from './SearchFilters'
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
  const router = useRouter()
  const { pending, navigate } = useProgressNavigation()
  const [text, setText] = useState(searchKey)
  const action = buildPath('/search/[searchKey]', locale, { searchKey })
  const go = (key: string, filters: Partial<Record<keyof TSearchPageQuery, string | number | undefined>>) => {
    const href = `${buildPath('/search/[searchKey]', locale, { searchKey: key })}${searchQueryString(filters)}`
    navigate(href, () => router.push(href))
  }

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
      <SearchFilters key={`filters${state}`} action={action} query={query} options={options} onApply={(values) => go(searchKey, values)} />
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
