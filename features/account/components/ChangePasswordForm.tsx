'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/config'
import { accountApi } from '../client-api'
import type { ZChangePasswordBody } from '@/lib/contracts/account/schemas'
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver'
import { Alert, type TAlert } from './Alert'
import { describedBy, Field, PasswordInput, useIssueText } from './fields'
import styles from './account.module.css'

type TValues = z.infer<typeof ZChangePasswordBody>
const FIELDS = [
  ['oldPassword', 'oldPassword', 'current-password'],
  ['password', 'newPassword', 'new-password'],
  ['confirmPassword', 'confirmPassword', 'new-password'],
] as const

// zod and the schema load on the first validation, not with the page (lib/forms/lazy-zod-resolver.ts).
const resolver = lazyZodResolver<TValues>(() => import('@/lib/contracts/account/schemas').then((schemas) => schemas.ZChangePasswordBody))

/** Change password: the current one, then the new one twice; other sessions of the account end. */
export function ChangePasswordForm() {
  const t = useTranslations('account')
  const issue = useIssueText()
  const locale = useLocale() as Locale
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])
  const { register, handleSubmit, formState, reset } = useForm<TValues>({ resolver, mode: 'onTouched' })

  async function submit(values: TValues) {
    const result = await accountApi(locale).changePassword(values)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true, autoClose: true })
    if (result.ok) reset({ oldPassword: '', password: '', confirmPassword: '' })
  }

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={handleSubmit(submit)} noValidate>
      {FIELDS.map(([name, labelKey, autoComplete]) => {
        const id = `change-${name}`
        const label = t(`fields.${labelKey}`)
        const error = issue(label, formState.errors[name]?.message)
        return (
          <Field key={name} id={id} label={label} error={error}>
            <PasswordInput id={id} autoComplete={autoComplete} {...describedBy(id, error)} {...register(name)} />
          </Field>
        )
      })}
      <Alert alert={alert} onClose={closeAlert} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('settings.saving') : t('settings.save')}
        </button>
      </div>
    </form>
  )
}
