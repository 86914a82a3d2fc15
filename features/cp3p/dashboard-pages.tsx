import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { TCp3pMenu } from '@/backend/services/cp3p/lms'
import { requireMember } from '@/features/account/member-queries'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import { formatDate } from '@/lib/format/date'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { ChapterMenu } from './components/ChapterMenu'
import { Cp3pHeader } from './components/Cp3pHeader'
import { DashboardMenu, type TDashboardTab } from './components/DashboardMenu'
import { EngineLinks } from './components/EngineLinks'
import { FeedbackForm } from './components/FeedbackForm'
import { fetchAbout, fetchAnnouncements, fetchFeedback, fetchMenu } from './queries'
import styles from './components/cp3p.module.css'

type TProps = { params: Promise<{ locale: string; slug: string; title: string }> }
type TBody = (ctx: { locale: Locale; slug: string; menu: TCp3pMenu }) => Promise<React.ReactNode>

const ROUTES = {
  'content-course': '/cp3p/dashboard/content-course/[slug]/[title]',
  announcement: '/cp3p/dashboard/announcement/[slug]/[title]',
  feedback: '/cp3p/dashboard/feedback/[slug]/[title]',
  about: '/cp3p/dashboard/about/[slug]/[title]',
} as const

/**
 * A cp3p dashboard page: signed in (checked here), then the API decides whether this member has paid; until
 * then the page says so and points to the payment confirmation.
 */
function dashboardPage(tab: TDashboardTab, body: TBody) {
  const route = ROUTES[tab]
  async function generateMetadata({ params }: TProps): Promise<Metadata> {
    const { locale, slug, title } = await params
    if (!isLocale(locale)) return {}
    return { ...(await pageMetadata({ locale, route, params: { slug, title } })), robots: { index: false, follow: false } }
  }
  async function Page({ params }: TProps) {
    const { locale, slug, title } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    await requireMember(locale, route, { slug, title })
    const [t, tRoutes, menu] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), getTranslations({ locale, namespace: 'routes' }), fetchMenu(locale, slug)])
    if (menu.status === 404) notFound()
    if (!menu.data) {
      return (
        <div className={`container ${styles.page}`}>
          <h1>{tRoutes(route)}</h1>
          <p role="alert">{menu.status === 403 ? t('notPaid') : t('loadError')}</p>
          <Link href="/user/activity/cp3p-registration" className="btn btn--primary">
            {t('myRegistrations')}
          </Link>
        </div>
      )
    }
    return (
      <div className={`container ${styles.page}`}>
        <Cp3pHeader locale={locale} courseName={menu.data.courseName} category={menu.data.category} title={menu.data.title} />
        <div className={styles.dashboard}>
          <DashboardMenu locale={locale} slug={slug} active={tab} />
          <div className={styles.dashboardContent}>
            <h1>{tRoutes(route)}</h1>
            {menu.data.engine && <EngineLinks locale={locale} engine={menu.data.engine} />}
            {await body({ locale, slug, menu: menu.data })}
          </div>
        </div>
      </div>
    )
  }
  return { generateMetadata, Page }
}

export const contentCoursePage = dashboardPage('content-course', async ({ menu }) => <ChapterMenu menu={menu} allOpen />)

export const announcementPage = dashboardPage('announcement', async ({ locale, slug }) => {
  const [t, list] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), fetchAnnouncements(locale, slug)])
  if (!list.data?.length) return <p>{t('noAnnouncements')}</p>
  return list.data.map((row) => (
    <article key={row.id} className="card">
      <h2>{row.title}</h2>
      {row.date && <p className={styles.muted}>{formatDate(row.date, locale)}</p>}
      <p>{row.body}</p>
    </article>
  ))
})

export const feedbackPage = dashboardPage('feedback', async ({ locale, slug, menu }) => {
  const [t, form] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), fetchFeedback(locale, slug)])
  if (!form.data) return <p role="alert">{t('loadError')}</p>
  if (form.data.submitted) return <p role="status">{t('feedbackSent')}</p>
  return <FeedbackForm courseId={menu.courseId} questions={form.data.questions} />
})

export const aboutPage = dashboardPage('about', async ({ locale, slug }) => {
  const [t, about] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), fetchAbout(locale, slug)])
  if (!about.data) return <p role="alert">{t('loadError')}</p>
  const data = about.data
  return (
    <div className={styles.article}>
      <p className={styles.lead}>{data.intro}</p>
      <RichTextBody data={data.description} />
      <p>
        {data.date} · {data.venue}
      </p>
      {data.learningObjective.length > 0 && (
        <>
          <h2>{t('learningObjective')}</h2>
          <ul>
            {data.learningObjective.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {data.examStructure && (
        <>
          <h2>{t('examStructure')}</h2>
          <p>{data.examStructure}</p>
        </>
      )}
    </div>
  )
})
