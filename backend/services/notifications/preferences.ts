import type { Payload, PayloadRequest } from 'payload'
import {
  allNotificationsOn,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type TNotificationChannel,
  type TNotificationPreferences,
  type TNotificationTopic,
} from '../../../lib/contracts/notifications/preferences'
import type { User } from '../../payload-types'

type TStored = User['notificationPreferences']

/** The stored switches as a full set; a missing one (an account older than the field) counts as on. */
export function preferencesOf(stored: TStored | null | undefined): TNotificationPreferences {
  const preferences = allNotificationsOn()
  for (const channel of NOTIFICATION_CHANNELS)
    for (const topic of NOTIFICATION_TOPICS) preferences[channel][topic] = stored?.[channel]?.[topic] !== false
  preferences.discussionDigest = stored?.discussionDigest ?? 'immediate'
  return preferences
}

export async function readPreferences(payload: Payload, userId: number, req?: Partial<PayloadRequest>): Promise<TNotificationPreferences> {
  // Only the switches: the whole account (its sessions and links arrays) was read on every enrolment and notice.
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req, select: { notificationPreferences: true } })
  return preferencesOf(user.notificationPreferences)
}

/** Saves the switches; a set without the digest frequency keeps the stored one. */
export async function savePreferences(payload: Payload, userId: number, preferences: Omit<TNotificationPreferences, 'discussionDigest'> & { discussionDigest?: TNotificationPreferences['discussionDigest'] }): Promise<TNotificationPreferences> {
  const digest = preferences.discussionDigest ?? (await readPreferences(payload, userId)).discussionDigest
  const user = await payload.update({ collection: 'users', id: userId, depth: 0, overrideAccess: true, data: { notificationPreferences: { ...preferences, discussionDigest: digest } } })
  return preferencesOf(user.notificationPreferences)
}

/** Turns one topic of one channel off (the unsubscribe link), leaving the other switches as they are. */
export async function turnOff(payload: Payload, userId: number, channel: TNotificationChannel, topic: TNotificationTopic): Promise<void> {
  const preferences = await readPreferences(payload, userId)
  if (!preferences[channel][topic]) return
  preferences[channel][topic] = false
  await savePreferences(payload, userId, preferences)
}

/** Whether the member wants this topic on this channel. */
export async function wants(payload: Payload, userId: number, channel: TNotificationChannel, topic: TNotificationTopic, req?: Partial<PayloadRequest>): Promise<boolean> {
  return (await readPreferences(payload, userId, req))[channel][topic]
}
