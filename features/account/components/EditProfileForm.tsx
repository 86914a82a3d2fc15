'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { TProfile } from '@/backend/services/account/to-profile'
import type { Locale } from '@/lib/i18n/config'
import { accountApi } from '../client-api'
import type { ZProfileFields } from '@/lib/contracts/account/schemas'
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver'
import { storeProfile } from '../session'
import { useCities, useMasterOptions, useProvinces } from '../use-master-data'
import { Alert, type TAlert } from './Alert'
import { describedBy, Field, useIssueText } from './fields'
import { ProfileFieldset } from './ProfileFieldset'
import styles from './account.module.css'

type TInput = z.input<typeof ZProfileFields>
type TOutput = z.output<typeof ZProfileFields>

const valuesOf = (profile: TProfile): TInput => ({
  fullName: profile.fullName,
  phoneNumber: profile.phoneNumber,
  gender: profile.gender as TInput['gender'],
  placeOfBirth: profile.placeOfBirth,
  dateOfBirth: profile.dateOfBirth,
  occupation: profile.occupation ?? '',
  occupationOther: profile.occupationOther,
  position: profile.position,
  company: profile.company,
  industrySector: profile.industrySector ?? '',
  universityName: profile.universityName,
  educationAttainment: profile.educationAttainment ?? '',
  jobTitle: profile.jobTitle,
  workExperience: profile.workExperience ?? '',
  province: profile.province ?? '',
  city: profile.city ?? '',
  zipCode: profile.zipCode ?? '',
  subscribe: profile.subscribe,
  description: profile.description,
})

// zod and the schema load on the first validation, not with the page (lib/forms/lazy-zod-resolver.ts).
const resolver = lazyZodResolver<TInput, TOutput>(() => import('@/lib/contracts/account/schemas').then((schemas) => schemas.ZProfileFields))

/** Edit-profile: the form opens once its choice lists are there, so saved choices show selected. */
export function EditProfileForm({ profile }: { profile: TProfile }) {
  const lists = [useMasterOptions('occupations'), useMasterOptions('industry-sectors'), useMasterOptions('education'), useMasterOptions('work-experience')]
  const provinces = useProvinces()
  const cities = useCities(profile.province)
  const ready = lists.every((list) => list.isSuccess) && provinces.isSuccess && (cities.isSuccess || !profile.province)
  return ready ? <ProfileForm profile={profile} /> : <p aria-busy="true">…</p>
}

function ProfileForm({ profile }: { profile: TProfile }) {
  const t = useTranslations('account')
  const issue = useIssueText()
  const locale = useLocale() as Locale
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])
  const { register, handleSubmit, formState, watch, setValue, reset } = useForm<TInput, unknown, TOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(profile),
  })
  const { errors, isSubmitting } = formState
  const nameError = issue(t('fields.fullName'), errors.fullName?.message)
  const aboutError = issue(t('fields.description'), errors.description?.message)

  async function submit(values: TOutput) {
    const result = await accountApi(locale).updateProfile(values)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: true, autoClose: true })
    if (result.ok && result.data) {
      storeProfile(result.data)
      reset(valuesOf(result.data))
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
      <Field id="profile-fullName" label={t('fields.fullName')} error={nameError}>
        <input id="profile-fullName" autoComplete="name" {...describedBy('profile-fullName', nameError)} {...register('fullName')} />
      </Field>
      <ProfileFieldset register={register} watch={watch} setValue={setValue} errors={errors} full />
      <Field id="profile-description" label={t('fields.description')} error={aboutError} optional>
        <textarea id="profile-description" {...describedBy('profile-description', aboutError)} {...register('description')} />
      </Field>
      <label className={styles.check}>
        <input type="checkbox" {...register('subscribe')} />
        {t('fields.subscribe')}
      </label>
      <Alert alert={alert} onClose={closeAlert} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('settings.saving') : t('settings.save')}
        </button>
      </div>
    </form>
  )
}
