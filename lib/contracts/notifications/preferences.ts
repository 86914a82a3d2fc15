// Kept free of zod: the member settings page imports these lists, and zod here would ship with every member page
// (docs/decisions/045); the PUT body's schema is in preferences-body.ts.

/** What a message is about; a member turns each off per channel (docs/decisions/040). */
export const NOTIFICATION_TOPICS = ['discussion', 'onlineCourse', 'information', 'events', 'payments'] as const
export type TNotificationTopic = (typeof NOTIFICATION_TOPICS)[number]

/** Where it reaches them: the bell and notification page, or their mailbox. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email'] as const
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

/** How discussion e-mail arrives: each post as it happens, or gathered into one mail a day or a week (decision 044). */
export const DIGEST_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const
export type TDigestFrequency = (typeof DIGEST_FREQUENCIES)[number]

export type TNotificationPreferences = Record<TNotificationChannel, Record<TNotificationTopic, boolean>> & { discussionDigest: TDigestFrequency }

/** Everything on: what a member who never opened the settings gets. */
export const allNotificationsOn = (): TNotificationPreferences => ({
  ...(Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, true]))])) as Record<
    TNotificationChannel,
    Record<TNotificationTopic, boolean>
  >),
  discussionDigest: 'immediate',
})
