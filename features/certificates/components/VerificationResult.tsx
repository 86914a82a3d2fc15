import { getTranslations } from 'next-intl/server'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import type { TVerificationResult } from '../queries'
import styles from './certificates.module.css'

/** Says plainly whether a code is a genuine, a revoked or an unknown certificate, naming holder and course. */
export async function VerificationResult({ locale, result }: { locale: Locale; result: TVerificationResult }) {
  const t = await getTranslations({ locale, namespace: 'certificates' })
  const certificate = result.answer?.certificate
  const tone = result.status === 'valid' ? styles.success : styles.danger
  return (
    <section className={`${styles.notice} ${tone}`} role="status" data-testid="verification-result" data-status={result.status}>
      <h2>{t(`verify.${result.status}`)}</h2>
      <p>{result.message}</p>
      {certificate && (
        <dl className={styles.facts}>
          <dt>{t('card.holder')}</dt>
          <dd data-testid="verified-holder">{certificate.holderName}</dd>
          <dt>{t('card.course')}</dt>
          <dd data-testid="verified-course">{certificate.courseName}</dd>
          <dt>{t('card.issuedAt')}</dt>
          <dd>{formatDate(certificate.issuedAt, locale)}</dd>
          <dt>{t('card.code')}</dt>
          <dd className={styles.code}>{certificate.code}</dd>
          {certificate.revoked && certificate.revokedAt && (
            <>
              <dt>{t('verify.revoked')}</dt>
              <dd>
                {t('verify.revokedOn', { date: formatDate(certificate.revokedAt, locale) })}
                {certificate.revokedReason ? ` — ${t('verify.reason', { reason: certificate.revokedReason })}` : ''}
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  )
}
