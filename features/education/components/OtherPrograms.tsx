'use client'
import { useTranslations } from 'next-intl'
import type { TSectionHeading } from '@/backend/services/education/get-education-intro'
import type { TProgramListingItem } from '@/backend/services/education/shapes'
import { filterFieldsOf } from '@/components/listing/filter-fields'
import { ListingFilters } from '@/components/listing/ListingFilters'
import type { TWithPicture } from '@/features/elibrary/components/card-picture'
import styles from '@/features/elibrary/components/content.module.css'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import { PROGRAM_SORT_OPTIONS } from '@/lib/contracts/education/listing-options'
import type { TEducationPageQuery } from '../page-query'
import { programParamsOf, programQueryStringOf } from '../query-state'
import { OtherProgramsResults } from './OtherProgramsResults'

/**
 * #other-programs: search and sort live in the URL (the GET form lands back on #other-programs); applying
 * them renders the new first page on the server and remounts the results (keyed by the query), which
 * resets paging to position 1 as the spec asks.
 */
export function OtherPrograms(props: {
  action: string
  heading: TSectionHeading
  query: TEducationPageQuery
  firstPage: TWithPicture<TProgramListingItem>[]
  totalData: number
}) {
  const { action, heading, query, firstPage, totalData } = props
  const t = useTranslations('education')
  const field = filterFieldsOf(useTranslations('education.filters'))
  const { pending, go } = useListingNavigation({ keepScroll: true })
  const key = programQueryStringOf(query)
  return (
    <section id="other-programs" className={styles.section} aria-labelledby="other-programs-title">
      <h2 id="other-programs-title">{heading.title || t('sections.other')}</h2>
      {heading.intro && <p className={styles.intro}>{heading.intro}</p>}
      <ListingFilters
        key={`filters${key}`}
        action={`${action}#other-programs`}
        label={t('filters.label')}
        role="search"
        styles={styles}
        fields={[
          field.search(query.search),
          field.sort(query.sort, PROGRAM_SORT_OPTIONS),
        ]}
        buttons={{ apply: t('filters.apply'), reset: t('filters.reset') }}
        onApply={(values) => go(`${action}${programQueryStringOf(values)}#other-programs`)}
      />
      <OtherProgramsResults key={`results${key}`} params={programParamsOf(query)} firstPage={firstPage} totalData={totalData} busy={pending} />
    </section>
  )
}
