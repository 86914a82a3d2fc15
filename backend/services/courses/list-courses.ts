import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { readContent } from '../../lib/content-cache'
import { toCourseCard, type TCourseCard } from './shapes'

export const COURSE_PAGE_SIZE = 3

/**
 * The public catalogue, a page at a time (spec section 9: page size 3 for the course listing). Kept in memory
 * between calls (backend/lib/content-cache): the catalogue is every learner's first call.
 */
export function listCourses(payload: Payload, locale: Locale, skip: number, take: number): Promise<{ listing: TCourseCard[]; totalData: number }> {
  // Only the pages the site asks for are kept: any other skip and take would let a visitor fill the cache.
  const sitePage = take === COURSE_PAGE_SIZE && skip % take === 0 && skip < 20 * take
  if (!sitePage) return readCourses(payload, locale, skip, take)
  return readContent(['courses', 'course-lectures', 'media'], `courses:${locale}:${skip}:${take}`, () => readCourses(payload, locale, skip, take))
}

async function readCourses(payload: Payload, locale: Locale, skip: number, take: number): Promise<{ listing: TCourseCard[]; totalData: number }> {
  const page = await payload.find({
    collection: 'courses',
    // cp3p programme courses are not in the catalogue (decision 036).
    where: { and: [{ _status: { equals: 'published' } }, { cp3pCourse: { not_equals: true } }] },
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
  // The page's lecture counts in one query (the lecture ids only), not one COUNT per course.
  const lectures = slice.length
    ? await payload.find({ collection: 'course-lectures', where: { course: { in: slice.map((course) => course.id) } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { course: true } })
    : { docs: [] }
  const counts = new Map<number, number>()
  for (const lecture of lectures.docs) {
    const courseId = typeof lecture.course === 'object' && lecture.course ? lecture.course.id : lecture.course
    if (typeof courseId === 'number') counts.set(courseId, (counts.get(courseId) ?? 0) + 1)
  }
  return { listing: slice.map((course) => toCourseCard(course, counts.get(course.id) ?? 0)), totalData: page.totalDocs }
}
