'use client'
import { useTranslations } from 'next-intl'
import type { TResearchListingItem } from '@/backend/services/research/shapes'
import { ListingFilters } from '@/components/listing/ListingFilters'
import styles from '@/features/elibrary/components/content.module.css'
import { useListingNavigation } from '@/lib/listing/use-listing-navigation'
import { SORT_OPTIONS } from '../../elibrary/listing-options'
import type { TResearchPageQuery } from '../page-query'
import { researchParamsOf, researchQueryStringOf } from '../query-state'
import type { TResearchFilterOptions } from '../queries'
import { ResearchSection } from './ResearchSection'

/** Filters over both sections; a new filter changes the URL and remounts each section at position 1. */
export function ResearchBrowser(props: {
  action: string
  query: TResearchPageQuery
  options: TResearchFilterOptions
  ongoing: TResearchListingItem[]
  completed: TResearchListingItem[]
}) {
  const { action, query, options, ongoing, completed } = props
  const t = useTranslations('research')
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
          { kind: 'select', name: 'topic', label: t('filters.topic'), value: query.topic, allLabel: t('filters.allTopics'), options: options.topics.map((topic) => ({ value: topic.id, label: topic.title })) },
          { kind: 'select', name: 'year', label: t('filters.year'), value: query.year, allLabel: t('filters.allYears'), options: options.years.map((year) => ({ value: year, label: String(year) })) },
          { kind: 'select', name: 'sort', label: t('filters.sort'), value: query.sort, options: SORT_OPTIONS.map((sort) => ({ value: sort, label: t(`filters.sortOptions.${sort}`) })) },
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
