'use client'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useProgressNavigation } from '@/lib/navigation/use-progress-navigation'
import type { TEventListing } from '@/backend/services/events/list-events'
import styles from '@/features/elibrary/components/content.module.css'
import type { TEventPageQuery } from '../page-query'
import { eventParamsOf, eventQueryStringOf } from '../query-state'
import type { TEventFilterOptions } from '../queries'
import { EventFilters } from './EventFilters'
import { EventSection } from './EventSection'

/**
 * One set of filters over both sections. A new filter changes the URL; the server renders the new first
 * pages and each section remounts (keyed by the query), which resets its paging to position 1.
 */
export function EventBrowser(props: {
  action: string
  query: TEventPageQuery
  options: TEventFilterOptions
  upcoming: TEventListing | null
  past: TEventListing | null
}) {
  const { action, query, options, upcoming, past } = props
  const t = useTranslations('events.results')
  const router = useRouter()
  const { pending, navigate } = useProgressNavigation()
  const key = eventQueryStringOf(query)
  const params = eventParamsOf(query)
  return (
    <>
      <EventFilters
        key={`filters${key}`}
        action={action}
        query={query}
        options={options}
        onApply={(values) => {
          const href = `${action}${eventQueryStringOf(values)}`
          navigate(href, () => router.push(href, { scroll: false }))
        }}
      />
      <p className={styles.status} aria-live="polite">
        {pending ? t('updating') : ''}
      </p>
      <EventSection key={`upcoming${key}`} when="upcoming" params={params} firstPage={upcoming?.listing ?? []} totalData={upcoming?.totalData ?? 0} busy={pending} />
      <EventSection key={`past${key}`} when="past" params={params} firstPage={past?.listing ?? []} totalData={past?.totalData ?? 0} busy={pending} />
    </>
  )
}
