'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TSearchHit, TSearchResult } from '@/lib/contracts/search/responses'
import { queryWords } from '@/lib/contracts/search/words'
import { countedStates, LoadMoreList } from '@/components/listing/LoadMoreList'
import { countedTextsOf, loadMoreLabelsOf } from '@/components/listing/listing-texts'
import type { Locale } from '@/lib/i18n/config'
import { loadListingPage } from '@/lib/listing/load-page'
import type { TSearchParams } from '@/lib/contracts/search/api-params'
import { SEARCH_PAGE_SIZE } from '@/lib/contracts/search/listing-options'
import { SearchHitItem } from './SearchHitItem'
import styles from './search.module.css'

/**
 * Results for one query and filter state: the server's first page, then "load more" pages appended; an
 * empty 200 ends the list (spec section 4).
 */
export function SearchResults(props: { params: TSearchParams; firstPage: TSearchHit[]; totalData: number; busy: boolean }) {
  const { params, firstPage, totalData, busy } = props
  const locale = useLocale() as Locale
  const t = useTranslations('search')
  const words = queryWords(params.query)
  return (
    <LoadMoreList
      queryKey={['search', locale, params]}
      firstPage={firstPage}
      dataShow={SEARCH_PAGE_SIZE}
      load={(paging) =>
        loadListingPage({ locale, path: '/static/misc/search', params, paging, itemsOf: (body: TSearchResult & { success: boolean }) => body.data })
      }
      busy={busy}
      {...countedStates({ texts: countedTextsOf(t, totalData, { query: params.query }), styles, busy })}
      list={{ as: 'ol', className: styles.hits }}
      renderItem={(hit) => <SearchHitItem key={hit.id} hit={hit} locale={locale} words={words} />}
      labels={loadMoreLabelsOf(t)}
    />
  )
}
