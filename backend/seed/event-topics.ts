import type { Payload, PayloadRequest } from 'payload'
import type { TBilingual } from './types'

/**
 * Event-only topics. The menu's Outreach and Education entries link to the events page filtered by them;
 * their ids are whatever the database gives, and the navigation seed writes its links with those ids.
 */
export const EVENT_TOPICS = {
  outreach: { id: 'Kemitraan', en: 'Outreach' },
  education: { id: 'Edukasi', en: 'Education' },
} satisfies Record<string, TBilingual>

export type TEventTopicKey = keyof typeof EVENT_TOPICS
export type TEventTopicIds = Record<TEventTopicKey, number>

export async function seedEventTopics(payload: Payload, req: PayloadRequest): Promise<TEventTopicIds> {
  const ids: Partial<TEventTopicIds> = {}
  for (const [key, title] of Object.entries(EVENT_TOPICS) as [TEventTopicKey, TBilingual][]) {
    const doc = await payload.create({ collection: 'topics', locale: 'id', data: { title: title.id, areas: ['event'] }, overrideAccess: true, req })
    await payload.update({ collection: 'topics', id: doc.id, locale: 'en', data: { title: title.en }, overrideAccess: true, req })
    ids[key] = doc.id
  }
  return ids as TEventTopicIds
}
