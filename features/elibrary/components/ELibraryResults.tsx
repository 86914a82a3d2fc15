'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TELibraryListingItem } from '@/backend/services/shapes'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { useLoadMore } from '@/lib/paging/use-load-more'
import type { TELibraryListingParams } from '../../../lib/contracts/elibrary/api-params'
import { PAGE_SIZE } from '../../../lib/contracts/elibrary/listing-options'
import { elibraryDetailHref } from '../../../lib/contracts/elibrary/detail-routes'
import { loadELibraryPage } from '../load-listing-page'
import { ContentCard } from './ContentCard'
import styles from './content.module.css'
import { LoadMoreFooter } from './LoadMoreFooter'

/** The listing for one filter state: the server's first page, then "load more" pages appended. */
export function ELibraryResults(props: {
  params: TELibraryListingParams
  firstPage: TELibraryListingItem[]
  totalData: number
  busy: boolean
}) {
  const { params, firstPage, totalData, busy } = props
  const locale = useLocale() as Locale
  const t = useTranslations('elibrary.results')
  const list = useLoadMore({
    queryKey: ['elibrary', locale, params],
    firstPage,
    dataShow: PAGE_SIZE,
    load: (paging) => loadELibraryPage(locale, params, paging),
  })

  if (list.items.length === 0) {
    return (
      <div className={styles.empty} aria-busy={busy}>
        <p>
          <strong>{t('empty')}</strong>
        </p>
        <p>{t('emptyHint')}</p>
      </div>
    )
  }
  return (
    <>
      <p className={styles.status} aria-live="polite">
        {busy ? t('updating') : t('count', { count: totalData })}
      </p>
      <ul className={styles.grid} aria-busy={busy}>
        {list.items.map((item) => (
          <ContentCard
            key={item.id}
            titleLevel={2}
            href={elibraryDetailHref(locale, item)}
            title={item.title}
            image={item.image}
            excerpt={item.excerpt}
            topics={item.topics}
            meta={
              <>
                <span className="badge">{item.typeTitle}</span>
                <time dateTime={item.publishedDate}>{formatDate(item.publishedDate, locale)}</time>
              </>
            }
          />
        ))}
      </ul>
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
