import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { readContent } from '../../lib/content-cache'
import type { Course, CoursesSelect } from '../../payload-types'

/**
 * A published course by numeric id or by slug (the pages know the slug, other clients the id). One query: no
 * COUNT and not the chapters join (loadOutline reads the outline); `depth` 1 populates images, files and accounts.
 * `select` (Payload's, e.g. fields set to false) leaves out what the caller does not show, and what it would populate.
 * Kept in memory between calls (backend/lib/content-cache): every learner call opens its course.
 */
export function findCourse(payload: Payload, key: string | number, locale: Locale, depth = 0, select?: CoursesSelect<false> | CoursesSelect<true>): Promise<Course | null> {
  const byId = typeof key === 'number' || /^\d+$/.test(key)
  // What depth 1 populates comes from these collections too.
  const sources = depth > 0 ? ['courses', 'media', 'course-files', 'users'] : ['courses']
  return readContent(sources, `course:${key}:${locale}:${depth}:${JSON.stringify(select ?? null)}`, async () => {
    const { docs } = await payload.find({
      collection: 'courses',
      where: { and: [byId ? { id: { equals: Number(key) } } : { slug: { equals: key } }, { _status: { equals: 'published' } }] },
      locale,
      depth,
      limit: 1,
      pagination: false,
      joins: false,
      overrideAccess: true,
      ...(select ? { select } : {}),
    })
    return (docs[0] as Course | undefined) ?? null
  })
}
