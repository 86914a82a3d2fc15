import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { User, UsersSelect } from '../../payload-types'

type TRef = { id: number; label?: string | null; name?: string | null } | number | null | undefined

const idOf = (ref: TRef) => (ref == null ? null : typeof ref === 'number' ? ref : ref.id)
const labelOf = (ref: TRef) => (ref && typeof ref === 'object' ? (ref.label ?? ref.name ?? '') : '')

/** Spec section 3 Profile, as the account and profile calls answer it. */
export function toProfile(user: User) {
  const photo = user.photo && typeof user.photo === 'object' ? (user.photo.sizes?.avatar?.url ?? user.photo.url ?? null) : null
  const province = labelOf(user.province as TRef)
  const city = labelOf(user.city as TRef)
  return {
    accountId: user.id,
    fullName: user.fullName,
    email: user.email,
    type: user.role,
    loginType: user.loginType ?? 'default',
    isVerified: !!user.isVerified,
    fullnameEditable: true,
    phoneNumber: user.phoneNumber ?? '',
    gender: user.gender ?? '',
    placeOfBirth: user.placeOfBirth ?? '',
    dateOfBirth: user.dateOfBirth ? user.dateOfBirth.slice(0, 10) : '',
    occupation: idOf(user.occupation as TRef),
    occupationLabel: labelOf(user.occupation as TRef),
    occupationOther: user.occupationOther ?? '',
    position: user.position ?? '',
    company: user.company ?? '',
    industrySector: idOf(user.industrySector as TRef),
    industrySectorLabel: labelOf(user.industrySector as TRef),
    universityName: user.universityName ?? '',
    educationAttainment: idOf(user.educationAttainment as TRef),
    educationAttainmentLabel: labelOf(user.educationAttainment as TRef),
    jobTitle: user.jobTitle ?? '',
    workExperience: idOf(user.workExperience as TRef),
    workExperienceLabel: labelOf(user.workExperience as TRef),
    province: idOf(user.province as TRef),
    provinceLabel: province,
    city: idOf(user.city as TRef),
    cityLabel: city,
    zipCode: user.zipCode ?? '',
    location: [city, province].filter(Boolean).join(', '),
    subscribe: !!user.subscribe,
    description: user.description ?? '',
    photo,
    socmed: (user.socmed ?? []).map(({ icon, name, value }) => ({ icon, name, value })),
  }
}

export type TProfile = ReturnType<typeof toProfile>

/** Only what toProfile reads: the users table's other columns and arrays (sessions among them) cost a larger query. */
const PROFILE_SELECT: UsersSelect = {
  fullName: true, email: true, role: true, loginType: true, isVerified: true, phoneNumber: true, gender: true,
  placeOfBirth: true, dateOfBirth: true, occupation: true, occupationOther: true, position: true, company: true,
  industrySector: true, universityName: true, educationAttainment: true, jobTitle: true, workExperience: true,
  province: true, city: true, zipCode: true, subscribe: true, description: true, photo: true, socmed: true,
}

/** Only what toProfile reads of the related documents: every signed-in page's render asks for the profile (issue 26). */
const PROFILE_POPULATE = {
  'master-options': { label: true },
  provinces: { name: true },
  cities: { name: true },
  'profile-photos': { filename: true, url: true, sizes: true },
} as const

export async function loadProfile(payload: Payload, userId: number, locale: Locale): Promise<TProfile> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 1, locale, overrideAccess: true, select: PROFILE_SELECT, populate: PROFILE_POPULATE })
  return toProfile(user as User)
}
