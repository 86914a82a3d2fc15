import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import { notFound } from 'next/navigation'
import { MemberMenu } from '@/features/account/components/MemberMenu'
import memberStyles from '@/features/account/components/member.module.css'
import { requireMember } from '@/features/account/member-queries'
import { REPORT_STATUSES, type TCourseReport, type TReportStatus } from '@/lib/contracts/courses/report'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { ReportTable } from './components/ReportTable'
import styles from './components/report.module.css'
import { fetchCourseReport } from './queries'

const ROUTE = '/lecturer/activity/online-course/report/[courseId]' as const
type TProps = { params: Promise<{ locale: string; courseId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }
type TFilter = { q: string; status: TReportStatus | ''; page: number }

const STATUS_KEY = { 'not-started': 'notStarted', 'in-progress': 'inProgress', completed: 'completed' } as const
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

function filterOf(query: Record<string, string | string[] | undefined>): TFilter {
  const status = first(query.status)
  const page = Number(first(query.page))
  return { q: first(query.q).slice(0, 100), status: (REPORT_STATUSES as readonly string[]).includes(status) ? (status as TReportStatus) : '', page: Number.isInteger(page) && page > 0 ? page : 1 }
}

const queryString = (entries: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(entries).filter(([, value]) => value !== '').map(([key, value]) => [key, String(value)])).toString()

export async function generateReportMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, courseId } = await params
  if (!isLocale(locale)) return {}
  return { ...(await pageMetadata({ locale, route: ROUTE, params: { courseId } })), robots: { index: false, follow: false } }
}

function Filters({ action, filter, t }: { action: string; filter: TFilter; t: Awaited<ReturnType<typeof getTranslations<'courses.report'>>> }) {
  return (
    <form className={styles.filters} action={action} method="get" role="search" data-testid="report-filters">
      <label>
        {t('search')}
        <input type="search" name="q" defaultValue={filter.q} maxLength={100} autoComplete="off" />
      </label>
      <label>
        {t('status')}
        <select name="status" defaultValue={filter.status}>
          <option value="">{t('allStatuses')}</option>
          {REPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_KEY[status])}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary btn--small">
          {t('apply')}
        </button>
        {(filter.q || filter.status) && (
          <NextLink href={action} className="btn btn--ghost btn--small">
            {t('reset')}
          </NextLink>
        )}
      </div>
    </form>
  )
}

function Downloads({ report, filter, locale, t }: { report: TCourseReport; filter: TFilter; locale: Locale; t: Awaited<ReturnType<typeof getTranslations<'courses.report'>>> }) {
  const href = (format: 'csv' | 'xlsx') => `/api/online-course/report/export?${queryString({ courseId: report.course.courseId, q: filter.q, status: filter.status, format, locale })}`
  return (
    <div className={styles.actions}>
      <a className="btn btn--ghost btn--small" href={href('csv')} download data-testid="report-csv">
        {t('csv')}
      </a>
      <a className="btn btn--ghost btn--small" href={href('xlsx')} download data-testid="report-xlsx">
        {t('xlsx')}
      </a>
    </div>
  )
}

/** The lecturer's report of one course they teach: filters in the address (a plain GET form), paged, with downloads. */
export async function CourseReportPage({ params, searchParams }: TProps) {
  const { locale, courseId } = await params
  if (!isLocale(locale) || !/^\d{1,10}$/.test(courseId)) notFound()
  setRequestLocale(locale)
  const profile = await requireMember(locale, ROUTE, { courseId })
  const filter = filterOf(await searchParams)
  const [t, tRoutes, result] = await Promise.all([
    getTranslations({ locale, namespace: 'courses.report' }),
    getTranslations({ locale, namespace: 'routes' }),
    fetchCourseReport(locale, { courseId: Number(courseId), q: filter.q || undefined, status: filter.status || undefined, page: filter.page }),
  ])
  if (result.status === 404) notFound()
  const action = buildPath(ROUTE, locale, { courseId })
  const report = result.data
  const pageHref = (page: number) => `${action}?${queryString({ q: filter.q, status: filter.status, page: page > 1 ? page : '' })}`
  return (
    <div className={`container ${memberStyles.layout}`}>
      <MemberMenu locale={locale} profile={profile} active="/lecturer/activity/online-course" />
      <div className={memberStyles.content}>
        <h1>{report ? `${tRoutes(ROUTE)}: ${report.course.courseName}` : tRoutes(ROUTE)}</h1>
        <p>
          <NextLink href={buildPath('/lecturer/activity/online-course', locale)}>{t('back')}</NextLink>
        </p>
        {!report ? (
          <p role="alert">{result.status === 403 ? t('notTeaching') : t('loadFailed')}</p>
        ) : (
          <>
            <p className={styles.meta}>{t('intro', { course: report.course.courseName })}</p>
            <p className={styles.meta} data-testid="report-counts">
              {t('counts', { total: Object.values(report.counts).reduce((a, b) => a + b, 0), notStarted: report.counts['not-started'], inProgress: report.counts['in-progress'], completed: report.counts.completed })}
            </p>
            <Filters action={action} filter={filter} t={t} />
            <Downloads report={report} filter={filter} locale={locale} t={t} />
            {report.total === 0 ? (
              <p className={styles.empty} data-testid="report-empty">
                {filter.q || filter.status ? t('noMatch') : t('empty')}
              </p>
            ) : (
              <>
                <ReportTable report={report} locale={locale} />
                <nav className={styles.pager} aria-label={t('pagination')}>
                  <span className={styles.meta}>{t('shown', { from: (report.page - 1) * report.pageSize + 1, to: Math.min(report.total, report.page * report.pageSize), total: report.total })}</span>
                  <span className={styles.actions}>
                    {report.page > 1 && (
                      <NextLink className="btn btn--ghost btn--small" href={pageHref(report.page - 1)} rel="prev">
                        {t('previous')}
                      </NextLink>
                    )}
                    {report.page * report.pageSize < report.total && (
                      <NextLink className="btn btn--ghost btn--small" href={pageHref(report.page + 1)} rel="next">
                        {t('next')}
                      </NextLink>
                    )}
                  </span>
                </nav>
              </>
            )}
          </>
        )}
      </div>
    </div>
  )
}
