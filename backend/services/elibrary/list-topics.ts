import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { TTopicArea } from '../../collections/Topics'
import type { TTopicRef } from '../shapes'

/** The topics that apply to an area (e-library, research), alphabetical in the asked language. */
export async function listTopics(payload: Payload, area: TTopicArea, locale: Locale): Promise<TTopicRef[]> {
  const found = await payload.find({
    collection: 'topics',
    where: { areas: { contains: area } },
    sort: 'title',
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  return found.docs.map((topic) => ({ id: topic.id, title: topic.title }))
}
