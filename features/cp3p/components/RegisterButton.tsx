'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { Alert, type TAlert } from '@/features/account/components/Alert'
import type { Locale } from '@/lib/i18n/config'
import { useRouter } from '@/lib/i18n/navigation'
import { cp3pApi } from '../client-api'
import styles from './cp3p.module.css'

/** Agree to the terms, register (the seat is taken on the server), then on to the registration summary. */
export function RegisterButton({ courseId, slug }: { courseId: number; slug: string }) {
  const t = useTranslations('cp3p')
  const locale = useLocale() as Locale
  const router = useRouter()
  const [agreed, setAgreed] = useState(false)
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<TAlert | null>(null)

  async function register() {
    setTouched(true)
    if (!agreed) return
    setBusy(true)
    const result = await cp3pApi(locale).register(courseId)
    if (result.ok) {
      router.push({ pathname: '/cp3p/certification/registration-summary/[slug]/[courseId]', params: { slug, courseId: String(courseId) } })
      return
    }
    setBusy(false)
    setAlert({ type: 'danger', text: result.message, haveClose: true })
  }

  const error = touched && !agreed
  return (
    <div>
      <label className={styles.check}>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} aria-invalid={error} aria-describedby={error ? 'cp3p-agree-error' : undefined} />
        {t('agreeTerms')}
      </label>
      {error && (
        <p id="cp3p-agree-error" className={styles.error}>
          {t('agreeRequired')}
        </p>
      )}
      <Alert alert={alert} onClose={() => setAlert(null)} />
      <button type="button" className="btn btn--primary" onClick={register} disabled={busy} aria-busy={busy}>
        {busy ? t('registering') : t('register')}
      </button>
    </div>
  )
}
