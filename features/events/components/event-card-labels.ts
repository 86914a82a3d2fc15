import type { TEventFormat, TEventStatus } from '@/backend/collections/Events/options'

/** The words an event card's kicker may show (`EventCardMeta`), for every format and schedule status. */
export type TEventCardLabels = { format: Record<TEventFormat, string>; status: Record<TEventStatus, string>; registrationOpen: string }

/** The card labels from the `events` messages; made by the server and passed to the cards, loaded later ones included. */
export function eventCardLabelsOf(t: (key: string) => string): TEventCardLabels {
  return {
    format: { offline: t('format.offline'), online: t('format.online'), hybrid: t('format.hybrid') },
    status: {
      scheduled: t('status.scheduled'),
      rescheduled: t('status.rescheduled'),
      postponed: t('status.postponed'),
      cancelled: t('status.cancelled'),
      'moved-online': t('status.moved-online'),
    },
    registrationOpen: t('results.registrationOpen'),
  }
}
