'use client'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form'
import type { z } from 'zod'
import type { ZProfileFields } from '@/lib/contracts/account/schemas'
import { useCities, useMasterOptions, useProvinces, type TMasterList } from '../use-master-data'
import { describedBy, Field, useIssueText } from './fields'
import styles from './account.module.css'

type TValues = z.input<typeof ZProfileFields>
type TProps = {
  register: UseFormRegister<TValues>
  watch: UseFormWatch<TValues>
  setValue: UseFormSetValue<TValues>
  errors: FieldErrors<TValues>
  /** Register asks for the essentials; edit-profile for everything. */
  full?: boolean
}

type TTextField = 'phoneNumber' | 'placeOfBirth' | 'position' | 'company' | 'universityName' | 'jobTitle' | 'occupationOther'

/** The profile fields of spec section 3, shared by register and edit-profile. */
export function ProfileFieldset({ register, watch, setValue, errors, full }: TProps) {
  const t = useTranslations('account')
  const issue = useIssueText()
  const occupations = useMasterOptions('occupations')
  const provinces = useProvinces()
  const provinceId = Number(watch('province')) || null
  const cities = useCities(provinceId)
  const cityId = Number(watch('city')) || null
  // A city from another province is dropped when the province changes.
  useEffect(() => {
    if (cities.data && cityId && !cities.data.some((city) => city.id === cityId)) setValue('city', '')
  }, [cities.data, cityId, setValue])
  const zipError = issue(t('fields.zipCode'), errors.zipCode?.message)
  const occupationIsOther = occupations.data?.find((option) => option.id === Number(watch('occupation')))?.isOther

  const text = (name: TTextField, type = 'text', autoComplete?: string) => {
    const id = `profile-${name}`
    const label = t(`fields.${name}`)
    const error = issue(label, errors[name]?.message)
    return (
      <Field id={id} label={label} error={error} optional>
        <input id={id} type={type} autoComplete={autoComplete} {...describedBy(id, error)} {...register(name)} />
      </Field>
    )
  }
  const select = (name: 'occupation' | 'industrySector' | 'educationAttainment' | 'workExperience', list: TMasterList) => (
    <MasterSelect name={name} list={list} register={register} error={issue(t(`fields.${name}`), errors[name]?.message)} />
  )

  return (
    <div className={styles.grid2}>
      {text('phoneNumber', 'tel', 'tel')}
      <Field id="profile-gender" label={t('fields.gender')} optional>
        <select id="profile-gender" {...register('gender')}>
          <option value="">{t('choose')}</option>
          <option value="male">{t('gender.male')}</option>
          <option value="female">{t('gender.female')}</option>
        </select>
      </Field>
      {full && text('placeOfBirth')}
      {full && (
        <Field id="profile-dateOfBirth" label={t('fields.dateOfBirth')} optional>
          <input id="profile-dateOfBirth" type="date" {...register('dateOfBirth')} />
        </Field>
      )}
      {select('occupation', 'occupations')}
      {occupationIsOther && text('occupationOther')}
      {full && text('position')}
      {text('company', 'text', 'organization')}
      {select('industrySector', 'industry-sectors')}
      {full && text('jobTitle')}
      {full && select('educationAttainment', 'education')}
      {full && text('universityName')}
      {full && select('workExperience', 'work-experience')}
      <Field id="profile-province" label={t('fields.province')} optional>
        <select id="profile-province" {...register('province')}>
          <option value="">{t('choose')}</option>
          {provinces.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="profile-city" label={t('fields.city')} optional hint={provinceId && cities.data?.length === 0 ? t('noCities') : undefined}>
        <select id="profile-city" disabled={!provinceId || !cities.data?.length} {...register('city')}>
          <option value="">{t('choose')}</option>
          {cities.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="profile-zipCode" label={t('fields.zipCode')} error={zipError} optional>
        <input id="profile-zipCode" type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} {...describedBy('profile-zipCode', zipError)} {...register('zipCode')} />
      </Field>
    </div>
  )
}

function MasterSelect(props: {
  name: 'occupation' | 'industrySector' | 'educationAttainment' | 'workExperience'
  list: TMasterList
  register: UseFormRegister<TValues>
  error?: string
}) {
  const t = useTranslations('account')
  const options = useMasterOptions(props.list)
  const id = `profile-${props.name}`
  return (
    <Field id={id} label={t(`fields.${props.name}`)} error={props.error} optional>
      <select id={id} {...describedBy(id, props.error)} {...props.register(props.name)}>
        <option value="">{t('choose')}</option>
        {options.data?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
