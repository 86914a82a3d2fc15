import { getTranslations } from 'next-intl/server'
import { fetchCourseHighlight } from '@/features/courses/queries'
import { enrolHref } from '@/features/courses/routes'
import { CourseCard as Cp3pCard } from '@/features/cp3p/components/CourseCard'
import cp3pStyles from '@/features/cp3p/components/cp3p.module.css'
import { fetchCp3pHighlight } from '@/features/cp3p/queries'
import { cardPictureOf } from '@/features/elibrary/components/card-picture'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import content from '@/features/elibrary/components/content.module.css'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { HIGHLIGHT_STRIP_SIZE } from '@/lib/paging/top-up'
import { HomeSection } from './HomeSection'

/**
 * The learning offer on the home page: the courses editors put first in the catalogue and the cp3p
 * programmes still open for registration. A band with nothing to show is left out.
 */
export async function LearningBands({ locale }: { locale: Locale }) {
  const [t, tCatalogue, courses, programmes] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'courses.catalogue' }),
    fetchCourseHighlight(locale, HIGHLIGHT_STRIP_SIZE),
    fetchCp3pHighlight(locale, HIGHLIGHT_STRIP_SIZE),
  ])
  return (
    <>
      {courses.length > 0 && (
        <HomeSection
          id="courses"
          title={t('courses.title')}
          intro={t('courses.intro')}
          more={{ href: buildPath('/education/online-course', locale), label: t('courses.more') }}
        >
          <ul className={content.grid}>
            {courses.map((course) => (
              <ContentCard
                key={course.courseId}
                href={enrolHref(locale, course)}
                title={course.courseName}
                picture={cardPictureOf(course.image)}
                excerpt={course.courseInfo}
                topics={[]}
                meta={
                  <>
                    <span className="badge">{tCatalogue('lectures', { count: course.totalLectures })}</span>
                    {course.provided && <span>{course.provided}</span>}
                  </>
                }
              />
            ))}
          </ul>
        </HomeSection>
      )}
      {programmes.length > 0 && (
        <HomeSection id="cp3p" tone="tinted" title={t('cp3p.title')} intro={t('cp3p.intro')} more={{ href: buildPath('/cp3p', locale), label: t('cp3p.more') }}>
          <div className={cp3pStyles.cards}>
            {programmes.map((programme) => (
              <Cp3pCard key={programme.id} course={programme} locale={locale} />
            ))}
          </div>
        </HomeSection>
      )}
    </>
  )
}
