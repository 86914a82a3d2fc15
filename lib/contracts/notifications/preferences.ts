import { z } from 'zod'

/** What a message is about; a member turns each off per channel (docs/decisions/040). */
export const NOTIFICATION_TOPICS = ['discussion', 'onlineCourse', 'information', 'events', 'payments'] as const
export type TNotificationTopic = (typeof NOTIFICATION_TOPICS)[number]

/** Where it reaches them: the bell and notification page, or their mailbox. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email'] as const
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

export type TNotificationPreferences = Record<TNotificationChannel, Record<TNotificationTopic, boolean>>

const channelSchema = z.object(Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.boolean()])) as Record<TNotificationTopic, z.ZodBoolean>).strict()

/** PUT /user/notification-preferences: every switch of both channels (the form always sends the whole set). */
export const ZNotificationPreferencesBody = z.object({ inApp: channelSchema, email: channelSchema }).strict()

/** Everything on: what a member who never opened the settings gets. */
export const allNotificationsOn = (): TNotificationPreferences =>
  Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, true]))])) as TNotificationPreferences
