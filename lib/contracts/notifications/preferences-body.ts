import { z } from 'zod'
import { NOTIFICATION_TOPICS, type TNotificationTopic } from './preferences'

const channelSchema = z.object(Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.boolean()])) as Record<TNotificationTopic, z.ZodBoolean>).strict()

/** PUT /user/notification-preferences: every switch of both channels (the form always sends the whole set). */
export const ZNotificationPreferencesBody = z.object({ inApp: channelSchema, email: channelSchema }).strict()
