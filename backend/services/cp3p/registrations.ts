import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Cp3PProgramme, Cp3PRegistration } from '../../payload-types'
import { cp3pMessage } from './messages'
import { paymentProvider } from './payment'
import { releaseSeat, takeSeat } from './take-seat'

export async function findRegistration(payload: Payload, userId: number, programmeId: number): Promise<Cp3PRegistration | null> {
  const { docs } = await payload.find({
    collection: 'cp3p-registrations',
    where: { and: [{ user: { equals: userId } }, { programme: { equals: programmeId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export type TRegisterResult =
  | { ok: true; registration: Cp3PRegistration; created: boolean; message: string }
  | { ok: false; status: 409; message: string }

/**
 * Registers a member: refused past the due date, and over capacity by the atomic seat claim; a second
 * registration of the same member answers the first (unique user + programme holds under races too).
 */
export async function registerForProgramme(payload: Payload, userId: number, programme: Cp3PProgramme, locale: Locale, now = new Date()): Promise<TRegisterResult> {
  const existing = await findRegistration(payload, userId, programme.id)
  if (existing) return { ok: true, registration: existing, created: false, message: cp3pMessage('already', locale) }
  if (new Date(programme.dueDateRegistration).getTime() < now.getTime()) return { ok: false, status: 409, message: cp3pMessage('closed', locale) }
  if (!(await takeSeat(payload, programme.id))) return { ok: false, status: 409, message: cp3pMessage('full', locale) }
  try {
    const registration = await payload.create({
      collection: 'cp3p-registrations',
      data: {
        reference: `CP3P-${programme.id}-${userId}`,
        user: userId,
        programme: programme.id,
        status: 'registered',
        paymentStatus: 'unpaid',
        amount: programme.price,
        currency: programme.currency,
        provider: paymentProvider().id,
        locale,
      },
      overrideAccess: true,
    })
    return { ok: true, registration, created: true, message: cp3pMessage('registered', locale) }
  } catch (error) {
    await releaseSeat(payload, programme.id)
    const raced = await findRegistration(payload, userId, programme.id)
    if (raced) return { ok: true, registration: raced, created: false, message: cp3pMessage('already', locale) }
    throw error
  }
}

export type TEnrollmentValidation = { status: boolean; message: string; paidStatus: string; activeCourse: boolean }

/** Spec: status true means the member may register; paidStatus and activeCourse say where an existing one stands. */
export function validateEnrollment(programme: Cp3PProgramme, registration: Cp3PRegistration | null, locale: Locale, now = new Date()): TEnrollmentValidation {
  if (registration) {
    const paid = registration.paymentStatus === 'paid'
    return { status: false, message: cp3pMessage('already', locale), paidStatus: registration.paymentStatus, activeCourse: paid }
  }
  if (new Date(programme.dueDateRegistration).getTime() < now.getTime()) return { status: false, message: cp3pMessage('closed', locale), paidStatus: 'none', activeCourse: false }
  if ((programme.registeredCount ?? 0) >= programme.capacity) return { status: false, message: cp3pMessage('full', locale), paidStatus: 'none', activeCourse: false }
  return { status: true, message: cp3pMessage('mayRegister', locale), paidStatus: 'none', activeCourse: false }
}
