import type { Field } from 'payload'
import { ZIP_CODE } from '../../../lib/contracts/account/zip-code'

const validZipCode = (value: unknown) => value == null || value === '' || (typeof value === 'string' && ZIP_CODE.test(value)) || 'Postal code: 5 digits / Kode pos: 5 angka'

export const GENDERS = ['male', 'female'] as const

/** Spec section 3 Profile: what a member fills in on register and edit-profile. */
export const profileFields: Field[] = [
  { name: 'phoneNumber', type: 'text' },
  { name: 'gender', type: 'select', options: GENDERS.map((value) => ({ label: value, value })) },
  { name: 'placeOfBirth', type: 'text' },
  { name: 'dateOfBirth', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
  { name: 'occupation', type: 'relationship', relationTo: 'master-options' },
  { name: 'occupationOther', type: 'text' },
  { name: 'position', type: 'text' },
  { name: 'company', type: 'text' },
  { name: 'industrySector', type: 'relationship', relationTo: 'master-options' },
  { name: 'universityName', type: 'text' },
  { name: 'educationAttainment', type: 'relationship', relationTo: 'master-options' },
  { name: 'jobTitle', type: 'text' },
  { name: 'workExperience', type: 'relationship', relationTo: 'master-options' },
  { name: 'province', type: 'relationship', relationTo: 'provinces' },
  { name: 'city', type: 'relationship', relationTo: 'cities' },
  // Indonesian postal codes are five digits (spec section 3 form field labels: province, city, zip code).
  { name: 'zipCode', type: 'text', maxLength: 5, validate: validZipCode, admin: { description: { en: 'Postal code: 5 digits', id: 'Kode pos: 5 angka' } } },
  { name: 'subscribe', type: 'checkbox', defaultValue: false },
  { name: 'description', type: 'textarea' },
  { name: 'photo', type: 'upload', relationTo: 'profile-photos' },
  {
    name: 'socmed',
    type: 'array',
    fields: [
      { name: 'icon', type: 'text', required: true },
      { name: 'name', type: 'text', required: true },
      { name: 'value', type: 'text', required: true },
    ],
  },
]
