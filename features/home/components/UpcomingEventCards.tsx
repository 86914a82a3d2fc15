import { useTranslations } from 'next-intl'
import type { TEventListingItem } from '@/backend/services/events/shapes'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import styles from '@/features/elibrary/components/content.module.css'
import { eventCardLabelsOf } from '@/features/events/components/event-card-labels'
import { eventCardsOf } from '@/features/events/components/event-cards'
import { EventCardMeta } from '@/features/events/components/EventCardMeta'
import { eventDetailHref } from '@/lib/contracts/events/detail-routes'
import type { Locale } from '@/lib/i18n/config'

export function UpcomingEventCards({ events, locale }: { events: TEventListingItem[]; locale: Locale }) {
  const labels = eventCardLabelsOf(useTranslations('events'))
  return (
    <ul className={styles.grid}>
      {eventCardsOf(events, locale).map((event) => (
        <ContentCard
          key={event.id}
          href={eventDetailHref(locale, event)}
          title={event.title}
          picture={event.picture}
          excerpt={event.summary}
          topics={[]}
          meta={<EventCardMeta event={event} labels={labels} />}
        />
      ))}
    </ul>
  )
}
