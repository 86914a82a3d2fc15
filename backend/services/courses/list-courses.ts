import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { toCourseCard, type TCourseCard } from './shapes'

export const COURSE_PAGE_SIZE = 3

/** The public catalogue, a page at a time (spec section 9: page size 3 for the course listing). */
export async function listCourses(payload: Payload, locale: Locale, skip: number, take: number): Promise<{ listing: TCourseCard[]; totalData: number }> {
  const page = await payload.find({
    collection: 'courses',
    where: { _status: { equals: 'published' } },
    sort: ['order', '-latestUpdate'],
    locale,
    depth: 1,
    // The site pages by multiples of take (spec section 4), so skip maps onto Payload's pages.
    limit: take,
    page: Math.floor(skip / take) + 1,
    overrideAccess: true,
    select: { name: true, slug: true, info: true, provider: true, image: true, order: true, latestUpdate: true },
  })
  const slice = page.docs
  const counts = await Promise.all(
    slice.map((course) => payload.count({ collection: 'course-lectures', where: { course: { equals: course.id } }, overrideAccess: true })),
  )
  return { listing: slice.map((course, index) => toCourseCard(course, counts[index].totalDocs)), totalData: page.totalDocs }
}
