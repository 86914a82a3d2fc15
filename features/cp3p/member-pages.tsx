import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { MemberMenu } from '@/features/account/components/MemberMenu'
import memberStyles from '@/features/account/components/member.module.css'
import { memberPage } from '@/features/account/member-page'
import { requireMember } from '@/features/account/member-queries'
import { formatDate } from '@/lib/format/date'
import { isLocale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { PaymentDetails } from './components/PaymentDetails'
import { Price } from './components/Price'
import { ProofUpload } from './components/ProofUpload'
import { fetchMyRegistrations, fetchSummary } from './queries'
import styles from './components/cp3p.module.css'

/** user/activity/cp3p-registration: the member's registrations with their payment status. */
export const registrationListPage = memberPage('/user/activity/cp3p-registration', async ({ locale }) => {
  const [t, list] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), fetchMyRegistrations(locale)])
  if (!list.data) return <p role="alert">{t('loadError')}</p>
  if (list.data.length === 0) {
    return (
      <p>
        {t('noRegistrations')}{' '}
        <Link href="/cp3p" className="link-arrow">
          {t('browseProgrammes')}
        </Link>
      </p>
    )
  }
  return (
    <ul className={styles.registrations}>
      {list.data.map((row) => (
        <li key={row.registrationId} className="card">
          <h2>{row.title}</h2>
          <p className={styles.muted}>
            {t('registeredAt')}: {formatDate(row.registeredAt, locale)} · <Price amount={row.amount} currency={row.currency} />
          </p>
          <p>
            {t('paymentStatus')}: <span className={`badge ${styles[`pay-${row.paidStatus}`] ?? ''}`}>{t(`status.${row.paidStatus}` as 'status.unpaid')}</span>
          </p>
          {row.paidStatus === 'paid' ? (
            <Link href={{ pathname: '/cp3p/dashboard/content-course/[slug]/[title]', params: { slug: row.slug, title: row.slug } }} className="btn btn--primary btn--small">
              {t('openDashboard')}
            </Link>
          ) : (
            <Link href={{ pathname: '/user/activity/cp3p-registration/payment-confirmation/[slug]', params: { slug: row.slug } }} className="btn btn--primary btn--small">
              {t('confirmPayment')}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
})

type TProps = { params: Promise<{ locale: string; slug: string }> }
const CONFIRMATION = '/user/activity/cp3p-registration/payment-confirmation/[slug]' as const

export async function generateConfirmationMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  return { ...(await pageMetadata({ locale, route: CONFIRMATION, params: { slug } })), robots: { index: false, follow: false } }
}

/** The payment confirmation: amount and bank details again, the proof upload, and the status of the last one. */
export async function PaymentConfirmationPage({ params }: TProps) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const profile = await requireMember(locale, CONFIRMATION, { slug })
  const [t, tRoutes, summary] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), getTranslations({ locale, namespace: 'routes' }), fetchSummary(locale, slug)])
  if (!summary.data) notFound()
  const data = summary.data
  return (
    <div className={`container ${memberStyles.layout}`}>
      <MemberMenu locale={locale} profile={profile} active="/user/activity" />
      <div className={memberStyles.content}>
        <h1>{tRoutes(CONFIRMATION)}</h1>
        <PaymentDetails locale={locale} summary={data} />
        {data.paidStatus === 'rejected' && data.rejectionReason && (
          <p role="alert" className={styles.error}>
            {t('rejectionReason')}: {data.rejectionReason}
          </p>
        )}
        {data.hasProof && (
          <p>
            {t('currentProof')}:{' '}
            <a href={`/api/cp3p/public-course/payment-proof?courseId=${data.courseId}`} target="_blank" rel="noopener">
              {t('viewProof')}
            </a>
          </p>
        )}
        {data.paidStatus === 'paid' ? (
          <p>
            {t('alreadyPaid')}{' '}
            <Link href={{ pathname: '/cp3p/dashboard/content-course/[slug]/[title]', params: { slug: data.slug, title: data.slug } }} className="btn btn--primary btn--small">
              {t('openDashboard')}
            </Link>
          </p>
        ) : (
          <ProofUpload courseId={data.courseId} />
        )}
      </div>
    </div>
  )
}
