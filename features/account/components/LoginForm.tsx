'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { buildPath } from '@/lib/i18n/resolve-path'
import { accountApi } from '../client-api'
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver'
import type { TLoginForm } from '@/lib/contracts/account/schemas'
import { currentFullPath, storeProfile, takeRedirect } from '../session'
import { Alert, type TAlert } from './Alert'
import { describedBy, Field, PasswordInput, useIssueText } from './fields'
import styles from './account.module.css'

const loginResolver = lazyZodResolver<TLoginForm>(() => import('@/lib/contracts/account/schemas').then((schemas) => schemas.ZLoginForm))

/**
 * Spec section 4, password login: an invalid form sends nothing; the button shows loading and is disabled
 * while the call runs; a failure shows the server's message in a red alert that closes after 3 s. On
 * success: back to the stored redirect when it is this very page (the popup), else to `fallback`.
 */
export function LoginForm({ idPrefix, fallback, onDone }: { idPrefix: string; fallback?: string; onDone?: () => void }) {
  const t = useTranslations('account')
  const issue = useIssueText()
  const locale = useLocale() as Locale
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])
  const { register, handleSubmit, formState } = useForm<TLoginForm>({ resolver: loginResolver, mode: 'onTouched' })
  const { errors, isSubmitting } = formState

  async function submit(values: TLoginForm) {
    const result = await accountApi(locale).login(values)
    if (!result.ok || !result.data) {
      setAlert({ type: 'danger', text: result.message, haveClose: true, autoClose: true })
      return
    }
    storeProfile(result.data.profile)
    const stored = takeRedirect()
    onDone?.()
    // A full load, so the server renders the next page (and the header) with the new session cookies.
    if (stored && stored === currentFullPath()) window.location.reload()
    else window.location.assign(fallback ?? stored ?? buildPath('/user/dashboard', locale))
  }

  const emailId = `${idPrefix}-email`
  const passwordId = `${idPrefix}-password`
  const emailError = issue(t('fields.email'), errors.email?.message)
  const passwordError = issue(t('fields.password'), errors.password?.message)
  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
      <Alert alert={alert} onClose={closeAlert} />
      <Field id={emailId} label={t('fields.email')} error={emailError}>
        <input id={emailId} type="email" autoComplete="email" {...describedBy(emailId, emailError)} {...register('email')} />
      </Field>
      <Field id={passwordId} label={t('fields.password')} error={passwordError}>
        <PasswordInput id={passwordId} autoComplete="current-password" {...describedBy(passwordId, passwordError)} {...register('password')} />
      </Field>
      <p className={styles.formLinkEnd}>
        <Link href="/forgot-password" onClick={onDone}>
          {t('login.forgot')}
        </Link>
      </p>
      <button type="submit" className="btn btn--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  )
}
