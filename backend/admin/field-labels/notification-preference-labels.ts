import type { TBilingual } from '../navigation/types'
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS, type TNotificationChannel, type TNotificationTopic } from '../../../lib/contracts/notifications/preferences'

const CHANNELS: Record<TNotificationChannel, TBilingual> = {
  inApp: { id: 'Di aplikasi', en: 'In the app' },
  email: { id: 'Email', en: 'Email' },
}

const TOPICS: Record<TNotificationTopic, TBilingual> = {
  discussion: { id: 'Diskusi', en: 'Discussion' },
  onlineCourse: { id: 'Kursus online', en: 'Online course' },
  information: { id: 'Informasi', en: 'Information' },
  events: { id: 'Acara', en: 'Events' },
  payments: { id: 'Pembayaran', en: 'Payments' },
}

/** Labels of the users' notificationPreferences group: each channel and each of its topic switches. */
export function notificationPreferenceLabels(prefix: string): Record<string, TBilingual> {
  return Object.fromEntries(
    NOTIFICATION_CHANNELS.flatMap((channel) => [
      [`${prefix}.${channel}`, CHANNELS[channel]],
      ...NOTIFICATION_TOPICS.map((topic) => [`${prefix}.${channel}.${topic}`, TOPICS[topic]] as const),
    ]),
  )
}
