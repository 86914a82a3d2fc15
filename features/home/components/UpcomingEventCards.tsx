import type { TEventListingItem } from '@/backend/services/events/shapes'
import { cardPictureOf } from '@/features/elibrary/components/card-picture'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import styles from '@/features/elibrary/components/content.module.css'
import { EventCardMeta } from '@/features/events/components/EventCardMeta'
import { eventDetailHref } from '@/lib/contracts/events/detail-routes'
import type { Locale } from '@/lib/i18n/config'

export function UpcomingEventCards({ events, locale }: { events: TEventListingItem[]; locale: Locale }) {
  return (
    <ul className={styles.grid}>
      {events.map((event) => (
        <ContentCard
          key={event.id}
          href={eventDetailHref(locale, event)}
          title={event.title}
          picture={cardPictureOf(event.image)}
          excerpt={event.summary}
          topics={[]}
          meta={<EventCardMeta event={event} locale={locale} />}
        />
      ))}
    </ul>
  )
}
