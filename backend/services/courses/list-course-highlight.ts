import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { listCourses } from './list-courses'
import type { TCourseCard } from './shapes'

/**
 * /static/course/highlight: the published courses editors put first in the catalogue (the course's `order`,
 * "lower comes first"), as catalogue cards with their lecture counts. Editors already rank courses by that field,
 * so a second "highlight" flag would be one more thing to keep in step.
 */
export async function listCourseHighlight(payload: Payload, take: number, locale: Locale): Promise<TCourseCard[]> {
  return (await listCourses(payload, locale, 0, take)).listing
}
