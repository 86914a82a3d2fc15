import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { requireMember } from '@/features/account/member-queries'
import { CourseShell } from '@/features/courses/components/CourseShell'
import { DashboardMenu } from '@/features/courses/components/DashboardMenu'
import { enrolHref } from '@/features/courses/routes'
import { isLocale, type Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { fetchForumCall } from './queries'
import styles from './components/forum.module.css'
import type { TForumHome, TThreadPage } from './types'

type TParams = { locale: string; slug: string } & Record<string, string>
type TCalls = { lists: TForumHome; thread: TThreadPage }
export type TForumPageArgs<K extends keyof TCalls> = { locale: Locale; params: TParams; data: TCalls[K] }

/**
 * A discussion page: the session is checked here, then the API, which refuses a course the member neither is
 * enrolled in nor teaches (decision 004). Shown in the course dashboard layout with "discussion" active.
 */
export function forumPage<K extends keyof TCalls>(options: {
  route: AppPathname
  call: K
  query?: (params: TParams) => Record<string, string | number> | null
  body: (args: TForumPageArgs<K>) => ReactNode | Promise<ReactNode>
}) {
  async function generateMetadata({ params }: { params: Promise<TParams> }): Promise<Metadata> {
    const { locale, ...rest } = await params
    if (!isLocale(locale)) return {}
    return { ...(await pageMetadata({ locale, route: options.route, params: rest })), robots: { index: false, follow: false } }
  }

  async function Page({ params }: { params: Promise<TParams> }) {
    const all = await params
    const { locale, slug, ...rest } = all
    if (!isLocale(locale) || !/^[a-z0-9-]{1,120}$/.test(slug)) notFound()
    setRequestLocale(locale)
    await requireMember(locale, options.route, { slug, ...rest })
    const extra = options.query ? options.query(all) : {}
    if (!extra) notFound()
    const response = await fetchForumCall(locale, options.call, { courseId: slug, ...extra })
    if (!response.data) {
      if (response.status === 404) notFound()
      const t = await getTranslations({ locale, namespace: 'courses.layout' })
      return (
        <div className={`container ${styles.refused}`} role="alert" data-testid="course-refused">
          <h1>{response.status === 403 ? t('notEnrolled') : t('notFound')}</h1>
          <p>{response.message}</p>
          <NextLink className="btn btn--primary" href={enrolHref(locale, { slug, courseName: slug })}>
            {t('enrolFirst')}
          </NextLink>
        </div>
      )
    }
    const data = response.data
    return (
      <CourseShell locale={locale} course={data} back="enrol" menu={<DashboardMenu locale={locale} head={data} active="discussion" />}>
        {await options.body({ locale, params: all, data })}
      </CourseShell>
    )
  }

  return { generateMetadata, Page }
}
