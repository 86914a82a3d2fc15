import type { TEventCard } from './event-cards'
import type { TEventCardLabels } from './event-card-labels'
import styles from './events.module.css'

/**
 * A card's kicker: format (and city), a changed schedule, open registration, and the dates in WIB, written ahead
 * (`eventCardsOf`: by the server, or by the load-more code), so the event listing's client list ships no date library
 * for its first page; its words come from the server too (`eventCardLabelsOf`), so it ships no i18n runtime
 * (docs/decisions/045).
 */
export function EventCardMeta({ event, labels }: { event: TEventCard; labels: TEventCardLabels }) {
  return (
    <>
      <span className="badge">{labels.format[event.format]}</span>
      {event.eventStatus !== 'scheduled' && <span className={`badge ${styles.badgeAlert}`}>{labels.status[event.eventStatus]}</span>}
      {event.registration.open && <span className={`badge ${styles.badgeOpen}`}>{labels.registrationOpen}</span>}
      <time dateTime={event.startDate}>{event.dates}</time>
      {event.city && <span>{event.city}</span>}
    </>
  )
}
