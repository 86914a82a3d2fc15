'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { accountApi } from '../client-api'
import type { ZResetRequestBody } from '@/lib/contracts/account/schemas'
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver'
import { Alert, type TAlert } from './Alert'
import { describedBy, Field, useIssueText } from './fields'
import styles from './account.module.css'

// zod and the schema load on the first validation, not with the page (lib/forms/lazy-zod-resolver.ts).
const resolver = lazyZodResolver<z.infer<typeof ZResetRequestBody>>(() => import('@/lib/contracts/account/schemas').then((schemas) => schemas.ZResetRequestBody))

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('account')
  const issue = useIssueText()
  const locale = useLocale() as Locale
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])
  const { register, handleSubmit, formState, reset } = useForm<z.infer<typeof ZResetRequestBody>>({
    resolver,
    mode: 'onTouched',
  })
  const error = issue(t('fields.email'), formState.errors.email?.message)

  async function submit({ email }: { email: string }) {
    const result = await accountApi(locale).requestReset(email)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true })
    if (result.ok) reset()
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
      <Alert alert={alert} onClose={closeAlert} />
      <Field id="forgot-email" label={t('fields.email')} error={error}>
        <input id="forgot-email" type="email" autoComplete="email" {...describedBy('forgot-email', error)} {...register('email')} />
      </Field>
      <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
        {formState.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </button>
      <p className={styles.formFoot}>
        <Link href="/login">{t('forgot.back')}</Link>
      </p>
    </form>
  )
}
