import type { Payload, PayloadRequest } from 'payload'
import { TOPICS, type TTopicKey } from './elibrary-taxonomy'

export type TTopicIds = Record<TTopicKey, number>

/** The shared topics in both languages; returns their ids by key for the items that use them. */
export async function seedTopics(payload: Payload, req: PayloadRequest): Promise<TTopicIds> {
  const ids: Partial<TTopicIds> = {}
  for (const [key, topic] of Object.entries(TOPICS) as [TTopicKey, (typeof TOPICS)[TTopicKey]][]) {
    const doc = await payload.create({
      collection: 'topics',
      locale: 'id',
      data: { title: topic.title.id, areas: [...topic.areas] },
      overrideAccess: true,
      req,
    })
    await payload.update({ collection: 'topics', id: doc.id, locale: 'en', data: { title: topic.title.en }, overrideAccess: true, req })
    ids[key] = doc.id
  }
  return ids as TTopicIds
}
