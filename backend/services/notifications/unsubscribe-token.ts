import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { NOTIFICATION_TOPICS, type TNotificationTopic } from '../../../lib/contracts/notifications/preferences'

/**
 * The unsubscribe link's token: `<member id>.<topic>.<signature>`, the signature an HMAC-SHA256 of the first two
 * parts keyed from PAYLOAD_SECRET (Payload's derived secret, with a purpose of its own so no other token of the
 * site verifies here). Changing the member or the topic breaks the signature. It never expires: a mail read a year
 * later must still stop the mail (RFC 8058 asks the link to keep working).
 */
const keyOf = (payload: Payload) => createHmac('sha256', payload.secret).update('notification-unsubscribe:v1').digest()

const sign = (payload: Payload, body: string) => createHmac('sha256', keyOf(payload)).update(body).digest('base64url')

export function unsubscribeToken(payload: Payload, userId: number, topic: TNotificationTopic): string {
  const body = `${userId}.${topic}`
  return `${body}.${sign(payload, body)}`
}

export type TUnsubscribeClaim = { userId: number; topic: TNotificationTopic }

/** The member and topic a token names, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(payload: Payload, token: string | null | undefined): TUnsubscribeClaim | null {
  const match = /^([1-9]\d{0,15})\.([a-zA-Z]{1,32})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return null
  const [, id, topic, signature] = match
  if (!(NOTIFICATION_TOPICS as readonly string[]).includes(topic)) return null
  const expected = Buffer.from(sign(payload, `${id}.${topic}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return { userId: Number(id), topic: topic as TNotificationTopic }
}
