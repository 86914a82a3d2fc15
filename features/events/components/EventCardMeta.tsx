import { useTranslations } from 'next-intl'
import type { TEventCard } from './event-cards'
import styles from './events.module.css'

/**
 * A card's kicker: format (and city), a changed schedule, open registration, and the dates in WIB, written ahead
 * (`eventCardsOf`: by the server, or by the load-more code), so the event listing's client list ships no date library
 * for its first page (docs/decisions/045).
 */
export function EventCardMeta({ event }: { event: TEventCard }) {
  const t = useTranslations('events')
  return (
    <>
      <span className="badge">{t(`format.${event.format}`)}</span>
      {event.eventStatus !== 'scheduled' && <span className={`badge ${styles.badgeAlert}`}>{t(`status.${event.eventStatus}`)}</span>}
      {event.registration.open && <span className={`badge ${styles.badgeOpen}`}>{t('results.registrationOpen')}</span>}
      <time dateTime={event.startDate}>{event.dates}</time>
      {event.city && <span>{event.city}</span>}
    </>
  )
}
