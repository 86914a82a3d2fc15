import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course } from '../../payload-types'

/** A published course by numeric id or by slug (the pages know the slug, other clients the id). */
export async function findCourse(payload: Payload, key: string | number, locale: Locale, depth = 0): Promise<Course | null> {
  const byId = typeof key === 'number' || /^\d+$/.test(key)
  const { docs } = await payload.find({
    collection: 'courses',
    where: { and: [byId ? { id: { equals: Number(key) } } : { slug: { equals: key } }, { _status: { equals: 'published' } }] },
    locale,
    depth,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
