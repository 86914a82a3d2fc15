'use client'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useProgressNavigation } from '@/lib/navigation/use-progress-navigation'
import type { TResearchListingItem } from '@/backend/services/research/shapes'
import styles from '@/features/elibrary/components/content.module.css'
import type { TResearchPageQuery } from '../page-query'
import { researchParamsOf, researchQueryStringOf } from '../query-state'
import type { TResearchFilterOptions } from '../queries'
import { ResearchFilters } from './ResearchFilters'
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
  const router = useRouter()
  const { pending, navigate } = useProgressNavigation()
  const key = researchQueryStringOf(query)
  return (
    <>
      <ResearchFilters
        key={`filters${key}`}
        action={action}
        query={query}
        options={options}
        onApply={(values) => {
          const href = `${action}${researchQueryStringOf(values)}`
          navigate(href, () => router.push(href, { scroll: false }))
        }}
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
