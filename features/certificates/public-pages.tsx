import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import { notFound } from 'next/navigation'
import { formatDate } from '@/lib/format/date'
import { isLocale, type Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { buildPath } from '@/lib/i18n/resolve-path'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { CredentialCheck } from './components/CredentialCheck'
import { VerificationResult } from './components/VerificationResult'
import { VerifyForm } from './components/VerifyForm'
import styles from './components/certificates.module.css'
import { fetchVerification } from './queries'

type TProps = { params: Promise<{ locale: string } & Record<string, string>> }

const CODE_PARAM = /^[A-Za-z0-9-]{1,64}$/

function metadataFor(route: AppPathname) {
  return async function generateMetadata({ params }: TProps): Promise<Metadata> {
    const { locale, ...rest } = await params
    if (!isLocale(locale)) return {}
    // A holder's name is not for search engines; the page is for whoever holds the link.
    return { ...(await pageMetadata({ locale, route, params: rest })), robots: { index: false, follow: false } }
  }
}

/** education/online-course/certificate/{code}: the public check a certificate's QR code opens. */
export const verificationPage = {
  generateMetadata: metadataFor('/education/online-course/certificate/[slug]'),
  async Page({ params }: TProps) {
    const { locale, slug } = await params
    if (!isLocale(locale) || !CODE_PARAM.test(slug)) notFound()
    setRequestLocale(locale)
    const [t, result] = await Promise.all([getTranslations({ locale, namespace: 'certificates.verify' }), fetchVerification(locale, slug)])
    return (
      <div className={`container ${styles.page}`}>
        <h1>{t('title')}</h1>
        <VerificationResult locale={locale} result={result} />
        <h2>{t('checkAnother')}</h2>
        <p>{t('intro')}</p>
        <VerifyForm />
        <CredentialCheck />
      </div>
    )
  },
}

async function Snapshot({ locale, code, slug }: { locale: Locale; code: string; slug: string }) {
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: 'certificates' }), fetchVerification(locale, code)])
  const certificate = result.answer?.certificate
  if (!certificate || certificate.courseSlug !== slug) notFound()
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="visually-hidden">{t('verify.snapshotTitle')}</h1>
      <section className={styles.snapshot} data-testid="certificate-snapshot">
        <p>{t('verify.snapshotTitle')}</p>
        <h2>{certificate.holderName}</h2>
        <p>{t('verify.holderCompleted')}</p>
        <h2>{certificate.courseName}</h2>
        <p>
          {t('card.issuedAt')}: {formatDate(certificate.issuedAt, locale)}
        </p>
        <p className={styles.code}>{certificate.code}</p>
      </section>
      <VerificationResult locale={locale} result={result} />
      <p>
        <NextLink href={buildPath('/education/online-course/certificate/[slug]', locale, { slug: certificate.code })}>{t('verify.title')}</NextLink>
      </p>
    </div>
  )
}

/** snapshot-certificate/{slug}/{title}/{code}: the certificate as shared to a profile, with its live status. */
export const snapshotPage = {
  generateMetadata: metadataFor('/snapshot-certificate/[slug]/[title]/[id]'),
  async Page({ params }: TProps) {
    const { locale, slug, id } = await params
    if (!isLocale(locale) || !CODE_PARAM.test(id) || !/^[a-z0-9-]{1,120}$/.test(slug)) notFound()
    setRequestLocale(locale)
    return <Snapshot locale={locale} code={id} slug={slug} />
  },
}
