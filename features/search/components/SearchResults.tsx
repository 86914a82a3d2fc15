'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TSearchHit } from '@/backend/services/search/shapes'
import { LoadMoreFooter } from '@/components/listing/LoadMoreFooter'
import { queryWords } from '@/backend/services/search/snippet'
import type { Locale } from '@/lib/i18n/config'
import { useLoadMore } from '@/lib/paging/use-load-more'
import type { TSearchParams } from '../api-params'
import { SEARCH_PAGE_SIZE } from '../listing-options'
import { loadSearchPage } from '../load-search-page'
import { SearchHitItem } from './SearchHitItem'
import styles from './search.module.css'

/** Results for one query and filter state: the server's first page, then "load more" pages appended. */
export function SearchResults(props: { params: TSearchParams; firstPage: TSearchHit[]; totalData: number; busy: boolean }) {
  const { params, firstPage, totalData, busy } = props
  const locale = useLocale() as Locale
  const t = useTranslations('search')
  const words = queryWords(params.query)
  const list = useLoadMore({
    queryKey: ['search', locale, params],
    firstPage,
    dataShow: SEARCH_PAGE_SIZE,
    load: (paging) => loadSearchPage(locale, params, paging),
  })

  if (list.items.length === 0) {
    return (
      <div className={styles.empty} aria-busy={busy}>
        <p>
          <strong>{t('empty', { query: params.query })}</strong>
        </p>
        <p>{t('emptyHint')}</p>
      </div>
    )
  }
  return (
    <>
      <p className={styles.status} aria-live="polite">
        {busy ? t('updating') : t('count', { count: totalData, query: params.query })}
      </p>
      <ol className={styles.hits} aria-busy={busy}>
        {list.items.map((hit) => (
          <SearchHitItem key={hit.id} hit={hit} locale={locale} words={words} />
        ))}
      </ol>
      <LoadMoreFooter
        endPage={list.endPage}
        loadingMore={list.loadingMore}
        failed={list.failed}
        onLoadMore={list.loadMore}
        labels={{ loadMore: t('loadMore'), loadingMore: t('loadingMore'), end: t('end'), error: t('error'), retry: t('retry') }}
      />
    </>
  )
}
