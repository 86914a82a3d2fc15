'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TResearchListing } from '@/backend/services/research/list-research'
import type { TResearchListingItem } from '@/backend/services/research/shapes'
import { LoadMoreList } from '@/components/listing/LoadMoreList'
import { loadMoreLabelsOf } from '@/components/listing/listing-texts'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import type { TWithPicture } from '@/features/elibrary/components/card-picture'
import styles from '@/features/elibrary/components/content.module.css'
import { loadCardPage, pictureCards } from '@/features/elibrary/components/load-card-page'
import type { Locale } from '@/lib/i18n/config'
import { PAGE_SIZE } from '@/lib/contracts/elibrary/listing-options'
import type { TResearchListingParams } from '@/lib/contracts/research/api-params'
import { researchDetailHref } from '@/lib/contracts/research/detail-routes'

/** One status of research (on-going or completed): the server's first page, then "load more". */
export function ResearchSection(props: {
  anchor: string
  title: string
  intro: string
  params: TResearchListingParams
  firstPage: TWithPicture<TResearchListingItem>[]
  busy: boolean
}) {
  const { anchor, title, intro, params, firstPage, busy } = props
  const locale = useLocale() as Locale
  const t = useTranslations('research')
  const tResults = useTranslations('research.results')
  return (
    <section id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`}>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      <LoadMoreList
        queryKey={['research', locale, params]}
        firstPage={firstPage}
        dataShow={PAGE_SIZE}
        load={(paging) =>
          loadCardPage(
            { locale, path: '/static/research', params, paging, itemsOf: (body: TResearchListing & { success: boolean }) => body.research },
            pictureCards<TResearchListingItem>,
          )
        }
        busy={busy}
        empty={<p className={styles.empty}>{tResults('empty')}</p>}
        list={{ as: 'ul', className: styles.grid }}
        renderItem={(item) => (
          <ContentCard
            key={item.id}
            href={researchDetailHref(locale, item)}
            title={item.title}
            picture={item.picture}
            excerpt={item.excerpt}
            topics={item.topics}
            meta={
              <>
                <span className="badge">{t(`status.${item.type}`)}</span>
                <span>{item.year}</span>
                <span>{tResults('chapters', { count: item.chapterCount })}</span>
              </>
            }
          />
        )}
        labels={loadMoreLabelsOf(tResults)}
      />
    </section>
  )
}
