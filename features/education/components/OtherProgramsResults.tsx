'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TProgramListing } from '@/backend/services/education/list-other-programs'
import type { TProgramListingItem } from '@/backend/services/education/shapes'
import { countedStates, LoadMoreList } from '@/components/listing/LoadMoreList'
import { countedTextsOf, loadMoreLabelsOf } from '@/components/listing/listing-texts'
import type { TWithPicture } from '@/features/elibrary/components/card-picture'
import styles from '@/features/elibrary/components/content.module.css'
import { loadCardPage, pictureCards } from '@/features/elibrary/components/load-card-page'
import type { Locale } from '@/lib/i18n/config'
import type { TProgramListingParams } from '@/lib/contracts/education/api-params'
import { PROGRAM_PAGE_SIZE } from '@/lib/contracts/education/listing-options'
import { ProgramCard } from './ProgramCard'

/** Other programs for one search and sort: the server's first page, then "load more" pages of 6 appended. */
export function OtherProgramsResults(props: {
  params: TProgramListingParams
  firstPage: TWithPicture<TProgramListingItem>[]
  totalData: number
  busy: boolean
}) {
  const { params, firstPage, totalData, busy } = props
  const locale = useLocale() as Locale
  const t = useTranslations('education.results')
  return (
    <LoadMoreList
      queryKey={['education-programs', locale, params]}
      firstPage={firstPage}
      dataShow={PROGRAM_PAGE_SIZE}
      load={(paging) =>
        loadCardPage(
          {
            locale,
            path: '/static/education/other-program',
            params,
            paging,
            itemsOf: (body: TProgramListing & { success: boolean }) => body.listing,
          },
          pictureCards<TProgramListingItem>,
        )
      }
      busy={busy}
      {...countedStates({ texts: countedTextsOf(t, totalData), styles, busy })}
      list={{ as: 'ul', className: styles.grid }}
      renderItem={(program) => <ProgramCard key={program.id} program={program} />}
      labels={loadMoreLabelsOf(t)}
    />
  )
}
