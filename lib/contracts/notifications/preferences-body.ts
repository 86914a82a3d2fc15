import { z } from 'zod'
import { DIGEST_FREQUENCIES, NOTIFICATION_TOPICS, type TNotificationTopic } from './preferences'

const channelSchema = z.object(Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.boolean()])) as Record<TNotificationTopic, z.ZodBoolean>).strict()

/**
 * PUT /user/notification-preferences: every switch of both channels (the form always sends the whole set); the
 * discussion digest is optional (a client that does not know it leaves it as it was; docs/decisions/044).
 */
export const ZNotificationPreferencesBody = z.object({ inApp: channelSchema, email: channelSchema, discussionDigest: z.enum(DIGEST_FREQUENCIES).optional() }).strict()
