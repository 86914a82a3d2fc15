import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { sessionExpired } from '@/features/account/member-queries'
import { isLocale, type Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { CourseShell } from './components/CourseShell'
import { RefusedNotice } from './components/RefusedNotice'
import styles from './components/course.module.css'
import { fetchCourseCall } from './queries'
import { dashboardHref, enrolHref } from './routes'
import type { TCourseCall, TCourseHead, TCourseResponse } from './types'

type TParams = { locale: string; slug: string } & Record<string, string>
export type TCoursePageArgs<K extends TCourseCall> = { locale: Locale; params: TParams; data: TCourseResponse[K] }

/**
 * What a member sees when the API refuses the course: not enrolled (with the way to enrol), not found, or, for an
 * enrolled learner, a lecture a sequential course keeps locked (the API's message names what to finish first).
 */
async function Refused({ locale, slug, status, message, locked }: { locale: Locale; slug: string; status: number; message: string; locked: boolean }) {
  if (status === 404) notFound()
  const t = await getTranslations({ locale, namespace: 'courses.layout' })
  const course = { slug, courseName: slug }
  return (
    <div className={`container ${styles.layout}`}>
      {locked ? (
        <RefusedNotice testId="lecture-locked" title={t('lockedTitle')} message={message} href={dashboardHref(locale, 'content', course)} action={t('backToCourse')} />
      ) : (
        <RefusedNotice testId="course-refused" title={status === 403 ? t('notEnrolled') : t('notFound')} message={message} href={enrolHref(locale, course)} action={t('enrolFirst')} />
      )}
    </div>
  )
}

/** A course page's metadata: the page's own (the CMS's page meta), never indexed. */
export function courseMetadata(route: AppPathname) {
  return async function generateMetadata({ params }: { params: Promise<TParams> }): Promise<Metadata> {
    const { locale, ...rest } = await params
    if (!isLocale(locale)) return {}
    return { ...(await pageMetadata({ locale, route, params: rest })), robots: { index: false, follow: false } }
  }
}

/**
 * A signed-in course page: the API checks the session here (not only the middleware) and refuses a course the
 * member is neither enrolled in nor teaches. Rendered per request, never cached.
 */
export function coursePage<K extends TCourseCall>(options: {
  route: AppPathname
  call: K
  back: 'material' | 'enrol'
  /** The lecture pages' chapter menu is the spec's 400 px side menu on wide screens. */
  wideMenu?: boolean
  query?: (params: TParams) => Record<string, string | number> | null
  menu: (args: TCoursePageArgs<K>) => ReactNode | Promise<ReactNode>
  body: (args: TCoursePageArgs<K>) => ReactNode | Promise<ReactNode>
}) {
  async function Page({ params }: { params: Promise<TParams> }) {
    const all = await params
    const { locale, slug, ...rest } = all
    if (!isLocale(locale) || !/^[a-z0-9-]{1,120}$/.test(slug)) notFound()
    setRequestLocale(locale)
    const extra = options.query ? options.query(all) : {}
    if (!extra) notFound()
    // The course call is this page's session check (STYLE.md: never the layout alone): it answers 401 without a
    // live session, so no separate account call (one API round trip less on every course page).
    const response = await fetchCourseCall(locale, options.call, { courseId: slug, ...extra })
    if (response.status === 401) sessionExpired(locale, options.route, { slug, ...rest })
    if (!response.data) {
      // Refused although the course menu opens: enrolled, so the lecture is locked (decision 035).
      const locked = response.status === 403 && options.call === 'interface' && !!(await fetchCourseCall(locale, 'course-interface/menu', { courseId: slug })).data
      return <Refused locale={locale} slug={slug} status={response.status} message={response.message} locked={locked} />
    }
    const args = { locale, params: all, data: response.data }
    const head: TCourseHead = response.data
    return (
      <CourseShell locale={locale} course={head} back={options.back} wideMenu={options.wideMenu} menu={await options.menu(args)}>
        {await options.body(args)}
      </CourseShell>
    )
  }

  return { generateMetadata: courseMetadata(options.route), Page }
}
