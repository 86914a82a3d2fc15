'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/config'
import { Link, useRouter } from '@/lib/i18n/navigation'
import { accountApi } from '../client-api'
import type { ZRegisterBody } from '@/lib/contracts/account/schemas'
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver'
import { Alert, type TAlert } from './Alert'
import { BotCheck } from './BotCheck'
import { describedBy, Field, PasswordInput, useIssueText } from './fields'
import { ProfileFieldset } from './ProfileFieldset'
import styles from './account.module.css'
import { withQueryClient } from '@/components/providers/QueryProvider'

type TInput = z.input<typeof ZRegisterBody>
type TOutput = z.output<typeof ZRegisterBody>

// zod and the schema load on the first validation, not with the page (lib/forms/lazy-zod-resolver.ts).
const resolver = lazyZodResolver<TInput, TOutput>(() => import('@/lib/contracts/account/schemas').then((schemas) => schemas.ZRegisterBody))

/** Sign-up: account, profile essentials, newsletter, the terms and privacy agreement and the bot check. */
function RegisterFormContent() {
  const t = useTranslations('account')
  const issue = useIssueText()
  const locale = useLocale() as Locale
  const router = useRouter()
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { botCheck: '', agreeTerms: false as true, subscribe: false },
  })
  const { register, handleSubmit, formState, setValue, watch } = form
  const { errors, isSubmitting } = formState
  const onBotCheck = useCallback((value: string) => setValue('botCheck', value, { shouldValidate: !!value }), [setValue])

  async function submit(values: TOutput) {
    const result = await accountApi(locale).register(values)
    // A taken address is answered like a new one (its owner gets a mail), so there is no "already registered" here.
    if (result.ok) return router.push('/register-thankyou')
    setAlert({ type: 'danger', text: result.message, haveClose: true, autoClose: true })
  }

  const input = (name: 'fullName' | 'email', type: string, autoComplete: string) => {
    const id = `register-${name}`
    const label = t(`fields.${name}`)
    const message = errors[name]?.message
    const error = issue(label, message)
    return (
      <Field id={id} label={label} error={error}>
        <input id={id} type={type} autoComplete={autoComplete} {...describedBy(id, error)} {...register(name)} />
      </Field>
    )
  }
  const password = (name: 'password' | 'confirmPassword') => {
    const id = `register-${name}`
    const label = t(`fields.${name}`)
    const error = issue(label, errors[name]?.message)
    return (
      <Field id={id} label={label} error={error}>
        <PasswordInput id={id} autoComplete="new-password" {...describedBy(id, error)} {...register(name)} />
      </Field>
    )
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
      <Alert alert={alert} onClose={closeAlert} />
      <h2 className={styles.legend}>{t('register.sectionAccount')}</h2>
      <div className={styles.grid2}>
        {input('fullName', 'text', 'name')}
        {input('email', 'email', 'email')}
        {password('password')}
        {password('confirmPassword')}
      </div>
      <h2 className={styles.legend}>{t('register.sectionProfile')}</h2>
      <ProfileFieldset register={register as never} watch={watch as never} setValue={setValue as never} errors={errors} />
      <label className={styles.check}>
        <input type="checkbox" {...register('subscribe')} />
        {t('fields.subscribe')}
      </label>
      <div>
        <label className={styles.check}>
          <input type="checkbox" aria-invalid={!!errors.agreeTerms} {...register('agreeTerms')} />
          <span>
            {t('register.agreeBefore')}{' '}
            <Link href="/term-of-use" target="_blank">
              {t('register.terms')}
            </Link>{' '}
            {t('register.and')}{' '}
            <Link href="/privacy-policy" target="_blank">
              {t('register.privacy')}
            </Link>
          </span>
        </label>
        {errors.agreeTerms && <p className={styles.error}>{t('register.agreeRequired')}</p>}
      </div>
      <BotCheck onChange={onBotCheck} error={errors.botCheck ? t('botCheck.required') : undefined} />
      <button type="submit" className="btn btn--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </button>
      <p className={styles.formFoot}>
        {t('register.haveAccount')} <Link href="/login">{t('register.loginLink')}</Link>
      </p>
    </form>
  )
}

/** Brings its own react-query provider: the root layout has none (docs/decisions/045). */
export const RegisterForm = withQueryClient(RegisterFormContent)
