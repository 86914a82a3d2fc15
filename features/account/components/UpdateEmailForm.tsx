'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState, type FormEvent } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { accountApi } from '../client-api'
import { storeProfile } from '../session'
import { Alert, type TAlert } from './Alert'
import { describedBy, Field, useIssueText } from './fields'
import styles from './account.module.css'

/** Update email in two steps: a code is mailed to the new address, then the code confirms the change. */
export function UpdateEmailForm({ email }: { email: string }) {
  const t = useTranslations('account')
  const issue = useIssueText()
  const locale = useLocale() as Locale
  const [current, setCurrent] = useState(email)
  const [next, setNext] = useState('')
  const [otp, setOtp] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [emailError, setEmailError] = useState<string>()
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])

  async function sendCode(event: FormEvent) {
    event.preventDefault()
    // zod loads when the address is first checked, not with every member page (docs/decisions/045).
    const { zEmail } = await import('@/lib/contracts/account/validation')
    const parsed = zEmail.safeParse(next)
    setEmailError(parsed.success ? undefined : issue(t('fields.newEmail'), parsed.error.issues[0]?.message))
    if (!parsed.success) return
    setBusy(true)
    const result = await accountApi(locale).requestOtp(parsed.data)
    setBusy(false)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true })
    if (result.ok) setSentTo(parsed.data)
  }

  async function confirm(event: FormEvent) {
    event.preventDefault()
    if (!sentTo) return
    setBusy(true)
    const result = await accountApi(locale).updateEmail(sentTo, otp.trim())
    setBusy(false)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true })
    if (result.ok && result.data) {
      storeProfile(result.data)
      setCurrent(result.data.email)
      setSentTo(null)
      setNext('')
      setOtp('')
    }
  }

  return (
    <div className={`${styles.form} ${styles.narrow}`}>
      <p>{t('settings.currentEmail', { email: current })}</p>
      <Alert alert={alert} onClose={closeAlert} />
      {!sentTo ? (
        <form className={styles.form} onSubmit={sendCode} noValidate>
          <Field id="new-email" label={t('fields.newEmail')} error={emailError}>
            <input id="new-email" type="email" autoComplete="email" value={next} onChange={(e) => setNext(e.target.value)} {...describedBy('new-email', emailError)} />
          </Field>
          <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('settings.sendingCode') : t('settings.sendCode')}
          </button>
        </form>
      ) : (
        <form className={styles.form} onSubmit={confirm} noValidate>
          <p>{t('settings.codeSentTo', { email: sentTo })}</p>
          <Field id="email-otp" label={t('fields.otp')}>
            <input id="email-otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(e) => setOtp(e.target.value)} />
          </Field>
          <button type="submit" className="btn btn--primary" disabled={busy || otp.trim().length !== 6} aria-busy={busy}>
            {t('settings.confirmEmail')}
          </button>
        </form>
      )}
    </div>
  )
}
