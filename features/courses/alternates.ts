import { cache } from 'react'
import { alternatePathsOf } from '@/lib/i18n/alternate-paths'
import { fetchCourseDetail } from './queries'
import { enrolHref } from './routes'

const COURSE_SLUG = /^[a-z0-9-]{1,120}$/

/** The public course page in each language: its title segment is the course name in that language. */
export const enrolAlternates = cache(async (slug: string) =>
  COURSE_SLUG.test(slug)
    ? alternatePathsOf(
        (locale) => fetchCourseDetail(locale, slug),
        (locale, course) => enrolHref(locale, { slug: course.slug, courseName: course.banner.courseName }),
      )
    : {},
)
