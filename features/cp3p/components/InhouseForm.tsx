'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert, type TAlert } from '@/features/account/components/Alert'
import { describedBy, Field, useIssueText } from '@/features/account/components/fields'
import form from '@/features/account/components/account.module.css'
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver'
import type { Locale } from '@/lib/i18n/config'
import { cp3pApi } from '../client-api'
import type { ZInhouseForm } from '../schemas'

type TInput = z.input<typeof ZInhouseForm>
type TValues = z.output<typeof ZInhouseForm>
const FIELDS = [
  ['fullName', 'text', 'name'],
  ['email', 'email', 'email'],
  ['phoneNumber', 'tel', 'tel'],
  ['company', 'text', 'organization'],
  ['estimatedParticipants', 'number', 'off'],
  ['expectedDate', 'text', 'off'],
] as const
// zod and the schema load on the first validation, not with the page (as the account forms).
const resolver = lazyZodResolver<TInput, TValues>(() => import('../schemas').then((schemas) => schemas.ZInhouseForm))

/** The in-house registration request: a company asks for its own run of the programme. */
export function InhouseForm() {
  const t = useTranslations('cp3p.inhouse')
  const issue = useIssueText()
  const locale = useLocale() as Locale
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])
  const { register, handleSubmit, formState, reset } = useForm<TInput, unknown, TValues>({ resolver, mode: 'onTouched' })

  async function submit(values: TValues) {
    const result = await cp3pApi(locale).inhouse(values)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true })
    if (result.ok) reset()
  }

  return (
    <form className={form.form} onSubmit={handleSubmit(submit)} noValidate>
      {FIELDS.map(([name, type, autoComplete]) => {
        const id = `inhouse-${name}`
        const error = issue(t(name), formState.errors[name]?.message)
        return (
          <Field key={name} id={id} label={t(name)} error={error} optional={name === 'expectedDate'}>
            <input id={id} type={type} autoComplete={autoComplete} {...describedBy(id, error)} {...register(name)} />
          </Field>
        )
      })}
      <Field id="inhouse-purpose" label={t('purpose')} error={issue(t('purpose'), formState.errors.purpose?.message)}>
        <textarea id="inhouse-purpose" rows={4} {...describedBy('inhouse-purpose', formState.errors.purpose?.message)} {...register('purpose')} />
      </Field>
      <Alert alert={alert} onClose={closeAlert} />
      <div className={form.actions}>
        <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {t('submit')}
        </button>
      </div>
    </form>
  )
}
