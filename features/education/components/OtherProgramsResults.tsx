'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TProgramListingItem } from '@/backend/services/education/shapes'
import styles from '@/features/elibrary/components/content.module.css'
import { LoadMoreFooter } from '@/components/listing/LoadMoreFooter'
import type { Locale } from '@/lib/i18n/config'
import { useLoadMore } from '@/lib/paging/use-load-more'
import type { TProgramListingParams } from '../api-params'
import { PROGRAM_PAGE_SIZE } from '../listing-options'
import { loadProgramsPage } from '../load-programs-page'
import { ProgramCard } from './ProgramCard'

/** Other programs for one search and sort: the server's first page, then "load more" pages of 6 appended. */
export function OtherProgramsResults(props: {
  params: TProgramListingParams
  firstPage: TProgramListingItem[]
  totalData: number
  busy: boolean
}) {
  const { params, firstPage, totalData, busy } = props
  const locale = useLocale() as Locale
  const t = useTranslations('education.results')
  const list = useLoadMore({
    queryKey: ['education-programs', locale, params],
    firstPage,
    dataShow: PROGRAM_PAGE_SIZE,
    load: (paging) => loadProgramsPage(locale, params, paging),
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
        {list.items.map((program) => (
          <ProgramCard key={program.id} program={program} />
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
