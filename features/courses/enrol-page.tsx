import type { Metadata } from 'next'
import { Image } from '@/components/ui/Image'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/components/seo/JsonLd'
import { formatDate } from '@/lib/format/date'
import { isLocale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { siteUrl } from '@/lib/seo/site-url'
import { courseLd } from '@/lib/seo/structured-data'
import { enrolAlternates } from './alternates'
import { CourseAbout } from './components/CourseAbout'
import { CourseOutline } from './components/CourseOutline'
import { EnrolPanel } from './components/EnrolPanel'
import styles from './components/courses.module.css'
import { fetchCourseDetail } from './queries'
import { enrolHref } from './routes'

type TProps = { params: Promise<{ locale: string; slug: string; title: string }> }
const ROUTE = '/education/online-course/[slug]/[title]' as const

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, slug, title } = await params
  if (!isLocale(locale)) return {}
  const detail = await fetchCourseDetail(locale, slug)
  const base = await pageMetadata({ locale, route: ROUTE, params: { slug, title }, languages: detail ? await enrolAlternates(detail.slug) : undefined })
  return detail ? { ...base, title: detail.banner.courseName, description: detail.banner.courseInfo } : base
}

/** The enrol page: banner, floating box with the enrol button, about, lecturers and the chapter list. */
export async function CourseEnrolPage({ params }: TProps) {
  const { locale, slug } = await params
  if (!isLocale(locale) || !/^[a-z0-9-]{1,120}$/.test(slug)) notFound()
  setRequestLocale(locale)
  const detail = await fetchCourseDetail(locale, slug)
  if (!detail) notFound()
  const t = await getTranslations({ locale, namespace: 'courses.enrol' })
  const { banner } = detail
  const image = detail.floatingBox.image
  const ld = courseLd({
    name: banner.courseName,
    description: banner.courseInfo || detail.about.overview,
    url: new URL(enrolHref(locale, { slug: detail.slug, courseName: banner.courseName }), siteUrl()).toString(),
    provider: { name: banner.provided || 'LPI Learning', url: siteUrl().toString() },
    inLanguage: locale,
    image: image ? new URL(image.url, siteUrl()).toString() : null,
    isFree: true,
  })
  return (
    <>
      <JsonLd data={ld} />
      <header className={styles.banner}>
        <div className="container">
          <h1>{banner.courseName}</h1>
          <p>{banner.courseInfo}</p>
          <p>{banner.provided}</p>
          {banner.latestUpdate && <p>{t('latestUpdate', { date: formatDate(banner.latestUpdate, locale) })}</p>}
        </div>
      </header>
      <div className={`container ${styles.enrolLayout}`}>
        <div>
          <CourseAbout detail={detail} />
          <section className={styles.section}>
            <h2>{t('structure')}</h2>
            <CourseOutline chapters={detail.listingChapter} />
          </section>
        </div>
        <aside className={styles.floatingBox} aria-label={banner.courseName}>
          {image && <Image className={styles.cardImage} src={image.url} alt={image.alt} width={image.width ?? 640} height={image.height ?? 360} sizes="340px" priority />}
          <div className={styles.floatingBody}>
            {detail.examAvailable && <p className={styles.meta}>{t('finalExam')}</p>}
            <EnrolPanel courseId={detail.courseId} slug={detail.slug} courseName={banner.courseName} />
          </div>
        </aside>
      </div>
    </>
  )
}
