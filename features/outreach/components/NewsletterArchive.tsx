'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TNewsletter } from '@/backend/services/outreach/shapes'
import { LoadMoreFooter } from '@/components/listing/LoadMoreFooter'
import type { Locale } from '@/lib/i18n/config'
import { useLoadMore } from '@/lib/paging/use-load-more'
import { NEWSLETTER_PAGE_SIZE } from '@/lib/contracts/outreach/listing-options'
import { loadNewsletterPage } from '../load-newsletters'
import { NewsletterCard } from './NewsletterCard'
import styles from './newsletter.module.css'

/** The archive's first page from the server render, then further issues by "load more" (spec section 4). */
export function NewsletterArchive({ firstPage }: { firstPage: TNewsletter[] }) {
  const locale = useLocale() as Locale
  const t = useTranslations('outreach.newsletter')
  const list = useLoadMore({
    queryKey: ['cop-newsletters', locale],
    firstPage,
    dataShow: NEWSLETTER_PAGE_SIZE,
    load: (paging) => loadNewsletterPage(locale, paging),
  })
  if (list.items.length === 0) return <p className={styles.empty}>{t('empty')}</p>
  return (
    <>
      <ul className={styles.newsletters}>
        {list.items.map((item) => (
          <NewsletterCard key={item.id} item={item} locale={locale} />
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

