import type { Payload } from 'payload'
import { titleSlug } from '../../../lib/format/slug'
import { locales, type Locale } from '../../../lib/i18n/config'
import type { TSitemapDocument } from '../../../lib/contracts/site'

type TLocalizedName = Partial<Record<Locale, string | null>> | string | null | undefined
export type TCourseRow = { id: number; slug: string; name?: TLocalizedName; updatedAt: string }
export type TProgrammeRow = { id: number; slug: string; updatedAt: string }

/**
 * An online course's public enrol page (spec section 2: education/online-course/{slug}/{title}) in each
 * language it has a name in; the title segment is the name in that language, as the catalogue links it.
 */
export function courseSitemapDocument(course: TCourseRow): TSitemapDocument {
  const names: Partial<Record<Locale, string | null>> = typeof course.name === 'string' ? { id: course.name } : (course.name ?? {})
  const permalinks = Object.fromEntries(
    locales.flatMap((locale) => {
      const name = names[locale]
      return name ? [[locale, `/education/online-course/${course.slug}/${titleSlug(name)}`]] : []
    }),
  )
  return { module: 'online-course', docId: course.id, lastModified: course.updatedAt, permalinks }
}

/** A cp3p programme's public detail (cp3p/detail/{slug}/{title}); its cards link it with the slug as title. */
export function programmeSitemapDocument(programme: TProgrammeRow): TSitemapDocument {
  const permalink = `/cp3p/detail/${programme.slug}/${programme.slug}`
  return { module: 'cp3p', docId: programme.id, lastModified: programme.updatedAt, permalinks: Object.fromEntries(locales.map((locale) => [locale, permalink])) }
}

/** The catalogue pages the search index does not hold: published online courses and cp3p programmes. */
export async function listCatalogueSitemapDocuments(payload: Payload): Promise<TSitemapDocument[]> {
  const [courses, programmes] = await Promise.all([
    payload.find({
      collection: 'courses',
      // cp3p programme courses are reached through their programme, not as online courses (decision 036).
      where: { and: [{ _status: { equals: 'published' } }, { cp3pCourse: { not_equals: true } }] },
      select: { slug: true, name: true, updatedAt: true },
      locale: 'all',
      sort: 'order',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'cp3p-programmes',
      select: { slug: true, updatedAt: true },
      sort: '-dueDateRegistration',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  return [
    ...courses.docs.map((course) => courseSitemapDocument(course as unknown as TCourseRow)),
    ...programmes.docs.filter((programme) => !!programme.slug).map((programme) => programmeSitemapDocument(programme as TProgrammeRow)),
  ]
}
