import type { Payload } from 'payload'
import type { TNotificationType } from '../../collections/Notifications'

export type TNewNotification = {
  userId: number
  type: TNotificationType
  /** The text in both languages. */
  intro: { id: string; en: string }
  /** An internal route, e.g. /online-course/thread/{slug}/{threadId}/{title}; localized when shown. */
  permalink?: string
}

/**
 * What other features call on their events (enrolment, payment verified, forum reply, certificate issued)
 * to tell a member something; it shows in the bell and on the notification page.
 */
export async function createNotification(payload: Payload, input: TNewNotification): Promise<number> {
  const created = await payload.create({
    collection: 'notifications',
    locale: 'id',
    data: { user: input.userId, type: input.type, intro: input.intro.id, permalink: input.permalink, status: 'unread' },
    // Nobody reads the answer: no need to populate the user it names.
    depth: 0,
    overrideAccess: true,
  })
  await payload.update({ collection: 'notifications', id: created.id, locale: 'en', data: { intro: input.intro.en }, depth: 0, overrideAccess: true })
  return created.id
}
