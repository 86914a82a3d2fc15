'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TELibraryListing } from '@/backend/services/elibrary/list-elibrary-items'
import type { TELibraryListingItem } from '@/backend/services/shapes'
import { countedStates, LoadMoreList, loadMoreLabelsOf } from '@/components/listing/LoadMoreList'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import type { TELibraryListingParams } from '@/lib/contracts/elibrary/api-params'
import { elibraryDetailHref } from '@/lib/contracts/elibrary/detail-routes'
import { PAGE_SIZE } from '@/lib/contracts/elibrary/listing-options'
import type { TWithPicture } from './card-picture'
import { ContentCard } from './ContentCard'
import styles from './content.module.css'
import { loadCardPage } from './load-card-page'

/** The listing for one filter state: the server's first page, then "load more" pages appended. */
export function ELibraryResults(props: {
  params: TELibraryListingParams
  firstPage: TWithPicture<TELibraryListingItem>[]
  totalData: number
  busy: boolean
}) {
  const { params, firstPage, totalData, busy } = props
  const locale = useLocale() as Locale
  const t = useTranslations('elibrary.results')
  return (
    <LoadMoreList
      queryKey={['elibrary', locale, params]}
      firstPage={firstPage}
      dataShow={PAGE_SIZE}
      load={(paging) =>
        loadCardPage({ locale, path: '/static/e-library', params, paging, itemsOf: (body: TELibraryListing & { success: boolean }) => body.listing })
      }
      busy={busy}
      {...countedStates({ t, styles, busy, totalData })}
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
              <time dateTime={item.publishedDate}>{formatDate(item.publishedDate, locale)}</time>
            </>
          }
        />
      )}
      labels={loadMoreLabelsOf(t)}
    />
  )
}
