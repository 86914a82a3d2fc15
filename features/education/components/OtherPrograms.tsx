'use client'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useProgressNavigation } from '@/lib/navigation/use-progress-navigation'
import type { TSectionHeading } from '@/backend/services/education/get-education-intro'
import type { TProgramListingItem } from '@/backend/services/education/shapes'
import styles from '@/features/elibrary/components/content.module.css'
import type { TEducationPageQuery } from '../page-query'
import { programParamsOf, programQueryStringOf } from '../query-state'
import { OtherProgramsFilters } from './OtherProgramsFilters'
import { OtherProgramsResults } from './OtherProgramsResults'

/**
 * #other-programs: search and sort live in the URL; applying them renders the new first page on the server
 * and remounts the results (keyed by the query), which resets paging to position 1 as the spec asks.
 */
export function OtherPrograms(props: {
  action: string
  heading: TSectionHeading
  query: TEducationPageQuery
  firstPage: TProgramListingItem[]
  totalData: number
}) {
  const { action, heading, query, firstPage, totalData } = props
  const t = useTranslations('education.sections')
  const router = useRouter()
  const { pending, navigate } = useProgressNavigation()
  const key = programQueryStringOf(query)
  return (
    <section id="other-programs" className={styles.section} aria-labelledby="other-programs-title">
      <h2 id="other-programs-title">{heading.title || t('other')}</h2>
      {heading.intro && <p className={styles.intro}>{heading.intro}</p>}
      <OtherProgramsFilters
        key={`filters${key}`}
        action={action}
        query={query}
        onApply={(values) => {
          const href = `${action}${programQueryStringOf(values)}#other-programs`
          navigate(href, () => router.push(href, { scroll: false }))
        }}
      />
      <OtherProgramsResults key={`results${key}`} params={programParamsOf(query)} firstPage={firstPage} totalData={totalData} busy={pending} />
    </section>
  )
}
