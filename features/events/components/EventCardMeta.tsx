import { useTranslations } from 'next-intl'
import type { TEventListingItem } from '@/backend/services/events/shapes'
import type { Locale } from '@/lib/i18n/config'
import { eventDateRange } from '@/lib/contracts/events/schedule'
import styles from './events.module.css'

/**
 * A card's kicker: format (and city), a changed schedule, open registration, and the dates in WIB. No client directive:
 * on home (server cards) it renders on the server and ships no date library; in the event listing it runs inside the
 * client list (docs/decisions/045).
 */
export function EventCardMeta({ event, locale }: { event: TEventListingItem; locale: Locale }) {
  const t = useTranslations('events')
  return (
    <>
      <span className="badge">{t(`format.${event.format}`)}</span>
      {event.eventStatus !== 'scheduled' && <span className={`badge ${styles.badgeAlert}`}>{t(`status.${event.eventStatus}`)}</span>}
      {event.registration.open && <span className={`badge ${styles.badgeOpen}`}>{t('results.registrationOpen')}</span>}
      <time dateTime={event.startDate}>{eventDateRange(event.startDate, event.endDate, locale)}</time>
      {event.city && <span>{event.city}</span>}
    </>
  )
}
