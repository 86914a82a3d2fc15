'use client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { certificateApi } from '../client-api'
import { FeedbackForm } from './FeedbackForm'
import styles from './certificates.module.css'

/**
 * The learner's e-certificate page body: not issued yet (back to the course), the course feedback first,
 * then the certificate with its PDF, signed credential (Open Badges 3.0), public page and LinkedIn links.
 */
export function CertificatePanel({ courseId, courseHref }: { courseId: number; courseHref: string }) {
  const locale = useLocale() as Locale
  const t = useTranslations('certificates')
  const queryClient = useQueryClient()
  const key = ['certificate', courseId, locale]
  const query = useQuery({ queryKey: key, queryFn: () => certificateApi(locale).certificate(courseId) })

  if (query.isPending) return <p aria-live="polite">{t('loading')}</p>
  const answer = query.data?.data
  if (!answer) {
    return (
      <div className={`${styles.notice} ${styles.danger}`} role="alert">
        <p>{query.data?.message || t('loadFailed')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => query.refetch()}>
          {t('retry')}
        </button>
      </div>
    )
  }
  if (answer.status === 'not-issued') {
    return (
      <div className={styles.notice} data-testid="certificate-not-issued">
        <h2>{t('notIssuedTitle')}</h2>
        <p>{answer.message}</p>
        <NextLink className="btn btn--primary" href={courseHref}>
          {t('toCourse')}
        </NextLink>
      </div>
    )
  }
  if (answer.status === 'feedback-required') return <FeedbackForm courseId={courseId} onSent={() => queryClient.invalidateQueries({ queryKey: key })} />

  const { certificate } = answer
  return (
    <section className={styles.card} data-testid="certificate-card" aria-labelledby="certificate-heading">
      <h2 id="certificate-heading">{certificate.courseName}</h2>
      {answer.status === 'revoked' && (
        <p className={`${styles.notice} ${styles.danger}`} role="alert">
          {t('card.revoked')}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t('card.holder')}</dt>
        <dd data-testid="certificate-holder">{certificate.holderName}</dd>
        <dt>{t('card.issuedAt')}</dt>
        <dd>{formatDate(certificate.issuedAt, locale)}</dd>
        <dt>{t('card.code')}</dt>
        <dd className={styles.code} data-testid="certificate-code">
          {certificate.code}
        </dd>
      </dl>
      {answer.status === 'ready' && (
        <div className={styles.actions}>
          <a className="btn btn--primary" href={answer.downloadUrl} download data-testid="certificate-download">
            {t('card.download')}
          </a>
          <a className="btn btn--ghost" href={answer.credentialUrl} download title={t('card.credentialHint')} data-testid="certificate-credential">
            {t('card.downloadCredential')}
          </a>
          <a className="btn btn--ghost" href={answer.snapshotUrl}>
            {t('card.publicPage')}
          </a>
          <a className="btn btn--ghost" href={answer.linkedInUrl} target="_blank" rel="noopener noreferrer" data-testid="certificate-linkedin">
            {t('card.linkedIn')}
          </a>
        </div>
      )}
    </section>
  )
}
