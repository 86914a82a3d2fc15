import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { TEventDetail } from './shapes'
import { toEventDetail } from './to-event-detail'

/** One published event with its programme, speakers and materials; null when missing or unpublished. */
export async function getEvent(payload: Payload, id: number, locale: Locale, now = new Date()): Promise<TEventDetail | null> {
  const found = await payload.find({
    collection: 'events',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  const doc = found.docs[0]
  return doc ? toEventDetail(doc, now) : null
}
