import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { requireMember } from '@/features/account/member-queries'
import { formatDate } from '@/lib/format/date'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { Cp3pHeader } from './components/Cp3pHeader'
import { PaymentDetails } from './components/PaymentDetails'
import { Price } from './components/Price'
import { RegisterButton } from './components/RegisterButton'
import { fetchEnrollment, fetchSummary, fetchValidation } from './queries'
import styles from './components/cp3p.module.css'

type TParams = { locale: string; slug: string; courseId?: string }
type TProps = { params: Promise<TParams> }

function signedInPage(route: AppPathname, body: (locale: Locale, params: TParams) => Promise<React.ReactNode>) {
  async function generateMetadata({ params }: TProps): Promise<Metadata> {
    const { locale, ...rest } = await params
    if (!isLocale(locale)) return {}
    return { ...(await pageMetadata({ locale, route, params: rest as Record<string, string> })), robots: { index: false, follow: false } }
  }
  async function Page({ params }: TProps) {
    const resolved = await params
    const { locale, ...rest } = resolved
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    await requireMember(locale, route, rest as Record<string, string>)
    return <div className={`container ${styles.page}`}>{await body(locale, resolved)}</div>
  }
  return { generateMetadata, Page }
}

/** cp3p/certification/registration/{slug}: the enrollment detail and, while open, the registration. */
export const registrationPage = signedInPage('/cp3p/certification/registration/[slug]', async (locale, { slug }) => {
  const [t, tRoutes, enrollment, validation] = await Promise.all([
    getTranslations({ locale, namespace: 'cp3p' }),
    getTranslations({ locale, namespace: 'routes' }),
    fetchEnrollment(locale, slug),
    fetchValidation(locale, slug),
  ])
  if (!enrollment) notFound()
  const check = validation.data
  const fact = (label: string, value: string) => (value ? [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>] : [])
  return (
    <>
      <Cp3pHeader locale={locale} category={enrollment.category} title={enrollment.title} />
      <h1>{tRoutes('/cp3p/certification/registration/[slug]')}</h1>
      <section aria-labelledby="cp3p-enrollment" className={styles.article}>
        <h2 id="cp3p-enrollment">{enrollment.title}</h2>
        {enrollment.intro && <p className={styles.lead}>{enrollment.intro}</p>}
        <dl className={styles.facts}>
          {fact(t('category'), enrollment.category)}
          <dt>{t('price')}</dt>
          <dd>
            <Price amount={enrollment.price} currency={enrollment.currency} />
          </dd>
          {fact(t('dueDate'), formatDate(enrollment.dueDateRegistration, locale))}
          {fact(t('deliveryCourse'), enrollment.deliveryFormat.course)}
          {fact(t('deliveryExam'), enrollment.deliveryFormat.exam)}
          {fact(t('venue'), enrollment.venue)}
          {fact(t('date'), enrollment.date)}
          {fact(t('languageCourse'), enrollment.language.course)}
          {fact(t('languageMaterial'), enrollment.language.material)}
          {fact(t('languageExam'), enrollment.language.exam)}
        </dl>
        {enrollment.download.length > 0 && (
          <>
            <h3>{t('downloads')}</h3>
            <ul>
              {enrollment.download.map((row) => (
                <li key={row.filename}>
                  <a href={row.permalink}>{row.filename}</a> {row.info && <span className={styles.muted}>({row.info})</span>}
                </li>
              ))}
            </ul>
          </>
        )}
        {enrollment.furtherList.length > 0 && (
          <>
            <h3>{t('furtherList')}</h3>
            <ul>
              {enrollment.furtherList.map((row) => (
                <li key={row.id}>{row.title}</li>
              ))}
            </ul>
          </>
        )}
        {enrollment.tnc && (
          <>
            <h3>{t('terms')}</h3>
            <p>{enrollment.tnc}</p>
          </>
        )}
      </section>
      <div className={styles.registerBox}>
        {check?.status ? (
          <RegisterButton courseId={enrollment.id} slug={enrollment.slug} />
        ) : (
          <>
            <p role="status">{check?.message ?? validation.message}</p>
            {check && check.paidStatus !== 'none' && (
              <p>
                {check.activeCourse ? (
                  <Link href={{ pathname: '/cp3p/dashboard/content-course/[slug]/[title]', params: { slug, title: slug } }} className="btn btn--primary">
                    {t('openDashboard')}
                  </Link>
                ) : (
                  <Link href={{ pathname: '/cp3p/certification/registration-summary/[slug]/[courseId]', params: { slug, courseId: String(enrollment.id) } }} className="btn btn--primary">
                    {t('goToPayment')}
                  </Link>
                )}
              </p>
            )}
          </>
        )}
      </div>
    </>
  )
})

/** registration-summary/{slug}/{courseId}: amount, bank details and the way to the proof upload. */
export const summaryPage = signedInPage('/cp3p/certification/registration-summary/[slug]/[courseId]', async (locale, { slug, courseId = '' }) => {
  const [t, tRoutes, summary] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), getTranslations({ locale, namespace: 'routes' }), fetchSummary(locale, courseId || slug)])
  if (!summary.data) notFound()
  const data = summary.data
  return (
    <>
      <Cp3pHeader locale={locale} courseName={data.courseName} category={data.category} title={data.title} backToCp3p />
      <h1>{tRoutes('/cp3p/certification/registration-summary/[slug]/[courseId]')}</h1>
      <p className={styles.lead}>{t('summaryIntro')}</p>
      <PaymentDetails locale={locale} summary={data} />
      <p className={styles.actions}>
        <Link href={{ pathname: '/user/activity/cp3p-registration/payment-confirmation/[slug]', params: { slug: data.slug } }} className="btn btn--primary">
          {t('uploadProof')}
        </Link>
        <Link href={{ pathname: '/cp3p/certification/registration-success/[slug]/[courseId]', params: { slug: data.slug, courseId: String(data.courseId) } }} className="btn btn--ghost">
          {t('done')}
        </Link>
      </p>
    </>
  )
})

export const successPage = signedInPage('/cp3p/certification/registration-success/[slug]/[courseId]', async (locale, { slug, courseId = '' }) => {
  const [t, tRoutes, summary] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), getTranslations({ locale, namespace: 'routes' }), fetchSummary(locale, courseId || slug)])
  if (!summary.data) notFound()
  return (
    <>
      <Cp3pHeader locale={locale} courseName={summary.data.courseName} category={summary.data.category} title={summary.data.title} />
      <h1>{tRoutes('/cp3p/certification/registration-success/[slug]/[courseId]')}</h1>
      <p className={styles.lead}>{t('successIntro')}</p>
      <p className={styles.actions}>
        <Link href="/user/activity/cp3p-registration" className="btn btn--primary">
          {t('myRegistrations')}
        </Link>
      </p>
    </>
  )
})
