'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState, type FormEvent } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { accountApi } from '../client-api'
import { clearSession } from '../session'
import { Alert, type TAlert } from './Alert'
import { Field, PasswordInput } from './fields'
import styles from './account.module.css'
import memberStyles from './member.module.css'

/** Spec section 5: deleting needs the ticked acknowledgement (and, here, the password). */
export function DeleteAccountForm() {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const [acknowledged, setAcknowledged] = useState(false)
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!acknowledged) return
    setBusy(true)
    const result = await accountApi(locale).deleteAccount(password)
    if (!result.ok) {
      setBusy(false)
      setAlert({ type: 'danger', text: result.message, haveClose: true, autoClose: true })
      return
    }
    clearSession()
    window.location.assign(buildPath('/', locale))
  }

  return (
    <form className={`${styles.form} ${styles.narrow} ${memberStyles.card} ${memberStyles.danger}`} onSubmit={submit}>
      <p>{t('settings.deleteWarning')}</p>
      <Field id="delete-password" label={t('fields.password')}>
        <PasswordInput id="delete-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </Field>
      <label className={styles.check}>
        <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} />
        {t('settings.deleteAcknowledge')}
      </label>
      <Alert alert={alert} onClose={closeAlert} />
      <button type="submit" className="btn btn--primary" disabled={!acknowledged || !password || busy} aria-busy={busy}>
        {busy ? t('settings.deleting') : t('settings.deleteSubmit')}
      </button>
    </form>
  )
}
