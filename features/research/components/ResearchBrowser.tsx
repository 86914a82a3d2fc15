'use client'
import { useTranslations } from 'next-intl'
import type { TResearchListingItem } from '@/backend/services/research/shapes'
import { filterFieldsOf } from '@/components/listing/filter-fields'
import { ListingFilters } from '@/components/listing/ListingFilters'
import type { TWithPicture } from '@/features/elibrary/components/card-picture'
import styles from '@/features/elibrary/components/content.module.css'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import { SORT_OPTIONS } from '@/lib/contracts/elibrary/listing-options'
import type { TResearchPageQuery } from '../page-query'
import { researchParamsOf, researchQueryStringOf } from '../query-state'
import type { TResearchFilterOptions } from '../queries'
import { ResearchSection } from './ResearchSection'

/** Filters over both sections; a new filter changes the URL and remounts each section at position 1. */
export function ResearchBrowser(props: {
  action: string
  query: TResearchPageQuery
  options: TResearchFilterOptions
  ongoing: TWithPicture<TResearchListingItem>[]
  completed: TWithPicture<TResearchListingItem>[]
}) {
  const { action, query, options, ongoing, completed } = props
  const t = useTranslations('research')
  const field = filterFieldsOf(useTranslations('research.filters'))
  const { pending, go } = useListingNavigation({ keepScroll: true })
  const key = researchQueryStringOf(query)
  return (
    <>
      <ListingFilters
        key={`filters${key}`}
        action={action}
        label={t('filters.label')}
        styles={styles}
        fields={[
          field.topic(query.topic, options.topics),
          field.year(query.year, options.years),
          field.sort(query.sort, SORT_OPTIONS),
        ]}
        buttons={{ apply: t('filters.apply'), reset: t('filters.reset') }}
        onApply={(values) => go(`${action}${researchQueryStringOf(values)}`)}
      />
      <p className={styles.status} aria-live="polite">
        {pending ? t('results.updating') : ''}
      </p>
      <ResearchSection
        key={`ongoing${key}`}
        anchor="on-going"
        title={t('sections.ongoing')}
        intro={t('sections.ongoingIntro')}
        params={researchParamsOf(query, 'on-going')}
        firstPage={ongoing}
        busy={pending}
      />
      <ResearchSection
        key={`completed${key}`}
        anchor="completed"
        title={t('sections.completed')}
        intro={t('sections.completedIntro')}
        params={researchParamsOf(query, 'complete')}
        firstPage={completed}
        busy={pending}
      />
    </>
  )
}
