import type { Cp3PProgramme, Cp3PRegistration } from '../../payload-types'
import { paymentProvider, type TPaymentInstructions } from './payment'
import type { Locale } from '../../../lib/i18n/config'

export type TCp3pRegistrationSummary = {
  registrationId: number
  courseId: number
  slug: string
  title: string
  category: string
  courseName: string
  date: string
  venue: string
  reference: string
  amount: number
  currency: string
  status: string
  paidStatus: string
  rejectionReason: string
  hasProof: boolean
  proofMime: string | null
  registeredAt: string
  payment: TPaymentInstructions
}

/** One registration as its owner sees it: the programme, the amount and how to pay (from the provider). */
export function toRegistrationSummary(programme: Cp3PProgramme, registration: Cp3PRegistration, locale: Locale): TCp3pRegistrationSummary {
  const proof = typeof registration.proof === 'object' ? registration.proof : null
  return {
    registrationId: registration.id,
    courseId: programme.id,
    slug: programme.slug,
    title: programme.title,
    category: programme.category ?? '',
    courseName: programme.courseName ?? '',
    date: programme.date ?? '',
    venue: programme.venue ?? '',
    reference: registration.reference ?? '',
    amount: registration.amount,
    currency: registration.currency,
    status: registration.status,
    paidStatus: registration.paymentStatus,
    rejectionReason: registration.rejectionReason ?? '',
    hasProof: !!registration.proof,
    proofMime: proof?.mimeType ?? null,
    registeredAt: registration.createdAt,
    payment: paymentProvider(registration.provider).instructions({ reference: registration.reference ?? '', amount: registration.amount, currency: registration.currency, locale }),
  }
}
