'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { accountApi } from '../client-api'
import type { ZResetPasswordBody } from '@/lib/contracts/account/schemas'
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver'
import { Alert, type TAlert } from './Alert'
import { describedBy, Field, PasswordInput, useIssueText } from './fields'
import styles from './account.module.css'

type TValues = z.infer<typeof ZResetPasswordBody>

// zod and the schema load on the first validation, not with the page (lib/forms/lazy-zod-resolver.ts).
const resolver = lazyZodResolver<TValues>(() => import('@/lib/contracts/account/schemas').then((schemas) => schemas.ZResetPasswordBody))

/** update-password/{keyToken}: a new password for the mailed link, which then stops working. */
export function UpdatePasswordForm({ keyToken }: { keyToken: string }) {
  const t = useTranslations('account')
  const issue = useIssueText()
  const locale = useLocale() as Locale
  const [alert, setAlert] = useState<TAlert | null>(null)
  const [done, setDone] = useState(false)
  const closeAlert = useCallback(() => setAlert(null), [])
  const { register, handleSubmit, formState } = useForm<TValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { keyToken },
  })

  async function submit(values: TValues) {
    const result = await accountApi(locale).resetPassword(values)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true })
    setDone(result.ok)
  }

  if (done) {
    return (
      <div className={styles.form}>
        <Alert alert={alert} onClose={closeAlert} />
        <Link href="/login" className="btn btn--primary">
          {t('activation.toLogin')}
        </Link>
      </div>
    )
  }
  const field = (name: 'password' | 'confirmPassword', labelKey: 'newPassword' | 'confirmPassword') => {
    const id = `update-${name}`
    const label = t(`fields.${labelKey}`)
    const error = issue(label, formState.errors[name]?.message)
    return (
      <Field id={id} label={label} error={error}>
        <PasswordInput id={id} autoComplete="new-password" {...describedBy(id, error)} {...register(name)} />
      </Field>
    )
  }
  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
      <Alert alert={alert} onClose={closeAlert} />
      {field('password', 'newPassword')}
      {field('confirmPassword', 'confirmPassword')}
      <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
        {formState.isSubmitting ? t('update.submitting') : t('update.submit')}
      </button>
    </form>
  )
}
