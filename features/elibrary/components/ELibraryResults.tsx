'use client'
import type { TELibraryListing } from '@/backend/services/elibrary/list-elibrary-items'
import type { TLoadMoreLabels } from '@/components/listing/LoadMoreFooter'
import { countedStates, LoadMoreList } from '@/components/listing/LoadMoreList'
import type { TCountedTexts } from '@/components/listing/listing-texts'
import type { Locale } from '@/lib/i18n/config'
import type { TELibraryListingParams } from '@/lib/contracts/elibrary/api-params'
import { elibraryDetailHref } from '@/lib/contracts/elibrary/detail-routes'
import { PAGE_SIZE } from '@/lib/contracts/elibrary/listing-options'
import { ContentCard } from './ContentCard'
import type { TELibraryCard } from './elibrary-cards'
import styles from './content.module.css'
import { loadCardPage } from './load-card-page'

/** The listing for one filter state: the server's first page and texts, then "load more" pages appended. */
export function ELibraryResults(props: {
  locale: Locale
  params: TELibraryListingParams
  firstPage: TELibraryCard[]
  texts: TCountedTexts
  labels: TLoadMoreLabels
  busy: boolean
}) {
  const { locale, params, firstPage, texts, labels, busy } = props
  return (
    <LoadMoreList
      queryKey={['elibrary', locale, params]}
      firstPage={firstPage}
      dataShow={PAGE_SIZE}
      load={(paging) =>
        loadCardPage(
          { locale, path: '/static/e-library', params, paging, itemsOf: (body: TELibraryListing & { success: boolean }) => body.listing },
          () => import('./elibrary-cards').then((cards) => (items) => cards.elibraryCardsOf(items, locale)),
        )
      }
      busy={busy}
      {...countedStates({ texts, styles, busy })}
      list={{ as: 'ul', className: styles.grid }}
      renderItem={(item) => (
        <ContentCard
          key={item.id}
          titleLevel={2}
          href={elibraryDetailHref(locale, item)}
          title={item.title}
          picture={item.picture}
          excerpt={item.excerpt}
          topics={item.topics}
          meta={
            <>
              <span className="badge">{item.typeTitle}</span>
              <time dateTime={item.publishedDate}>{item.date}</time>
            </>
          }
        />
      )}
      labels={labels}
    />
  )
}
