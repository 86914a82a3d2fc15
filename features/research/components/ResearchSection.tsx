'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TResearchListingItem } from '@/backend/services/research/shapes'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import styles from '@/features/elibrary/components/content.module.css'
import { LoadMoreFooter } from '@/components/listing/LoadMoreFooter'
import type { Locale } from '@/lib/i18n/config'
import { useLoadMore } from '@/lib/paging/use-load-more'
import { PAGE_SIZE } from '../../elibrary/listing-options'
import type { TResearchListingParams } from '../api-params'
import { researchDetailHref } from '../detail-routes'
import { loadResearchPage } from '../load-research-page'

/** One status of research (on-going or completed): the server's first page, then "load more". */
export function ResearchSection(props: {
  anchor: string
  title: string
  intro: string
  params: TResearchListingParams
  firstPage: TResearchListingItem[]
  busy: boolean
}) {
  const { anchor, title, intro, params, firstPage, busy } = props
  const locale = useLocale() as Locale
  const t = useTranslations('research')
  const list = useLoadMore({
    queryKey: ['research', locale, params],
    firstPage,
    dataShow: PAGE_SIZE,
    load: (paging) => loadResearchPage(locale, params, paging),
  })
  return (
    <section id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`}>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      {list.items.length === 0 ? (
        <p className={styles.empty}>{t('results.empty')}</p>
      ) : (
        <>
          <ul className={styles.grid} aria-busy={busy}>
            {list.items.map((item) => (
              <ContentCard
                key={item.id}
                href={researchDetailHref(locale, item)}
                title={item.title}
                image={item.image}
                excerpt={item.excerpt}
                topics={item.topics}
                meta={
                  <>
                    <span className="badge">{t(`status.${item.type}`)}</span>
                    <span>{item.year}</span>
                    <span>{t('results.chapters', { count: item.chapterCount })}</span>
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
            labels={{
              loadMore: t('results.loadMore'),
              loadingMore: t('results.loadingMore'),
              end: t('results.end'),
              error: t('results.error'),
              retry: t('results.retry'),
            }}
          />
        </>
      )}
    </section>
  )
}
