'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { certificateApi, type TResult } from '../client-api'
import type { TVerificationAnswer } from '../types'
import styles from './certificates.module.css'

/** Checks an uploaded credential file (VC-JWT) against the institute's key and the certificate's live status. */
export function CredentialCheck() {
  const locale = useLocale() as Locale
  const t = useTranslations('certificates')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<TResult<TVerificationAnswer> | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!file) return setError(t('verify.credentialRequired'))
    setError(null)
    setBusy(true)
    try {
      setResult(await certificateApi(locale).verifyCredential((await file.text()).slice(0, 20_000)))
    } catch {
      setError(t('verify.credentialFailed'))
    } finally {
      setBusy(false)
    }
  }

  const status = result ? (result.data?.status ?? (result.status === 400 ? 'invalid' : null)) : null
  const certificate = result?.data?.certificate
  return (
    <section aria-labelledby="credential-check-heading" data-testid="credential-check">
      <h2 id="credential-check-heading">{t('verify.credentialTitle')}</h2>
      <p>{t('verify.credentialIntro')}</p>
      <form className={styles.verifyForm} onSubmit={submit} noValidate>
        <div className={styles.form}>
          <label htmlFor="credential-file">{t('verify.credentialLabel')}</label>
          <input
            id="credential-file"
            type="file"
            accept=".jwt,.txt,application/jwt,application/vc+jwt,text/plain"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-invalid={!!error}
            aria-describedby={error ? 'credential-file-error' : undefined}
          />
          {error && (
            <p id="credential-file-error" className={styles.error}>
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('verify.credentialChecking') : t('verify.credentialSubmit')}
        </button>
      </form>
      {result && (
        <div className={`${styles.notice} ${status === 'valid' ? styles.success : styles.danger}`} role="status" data-testid="credential-result" data-status={status ?? 'error'}>
          {status && <h3>{t(`verify.${status}`)}</h3>}
          <p>{result.message || t('verify.credentialFailed')}</p>
          {certificate && (
            <dl className={styles.facts}>
              <dt>{t('card.holder')}</dt>
              <dd>{certificate.holderName}</dd>
              <dt>{t('card.course')}</dt>
              <dd>{certificate.courseName}</dd>
              <dt>{t('card.code')}</dt>
              <dd className={styles.code}>{certificate.code}</dd>
            </dl>
          )}
        </div>
      )}
    </section>
  )
}
