import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { User } from '../../payload-types'
import { claimOnce } from '../../lib/claim-once'
import { sendEmailOtpMail } from '../mail/account-mails'
import { OTP_MAX_ATTEMPTS } from './constants'
import { findUserByEmail, normalizeEmail } from './find-user-by-email'
import { issueAccountToken } from './issue-account-token'
import { findAccountToken } from './redeem-account-token'
import { digestToken } from './secret-token'

/** Mails a six-digit code to the new address; 'taken' when another account already uses it. */
export async function requestEmailOtp(payload: Payload, user: User, email: string, locale: Locale): Promise<'sent' | 'taken'> {
  const address = normalizeEmail(email)
  const holder = await findUserByEmail(payload, address)
  if (holder && holder.id !== user.id) return 'taken'
  const code = await issueAccountToken(payload, user.id, 'email-otp', address)
  await sendEmailOtpMail(address, user.fullName, code, locale)
  return 'sent'
}

/**
 * The user's latest code for this address, if `otp` matches it. Wrong guesses are counted on the
 * latest code; after OTP_MAX_ATTEMPTS it stops working, so six digits cannot be walked.
 */
async function matchingOtp(payload: Payload, userId: number, email: string, otp: string) {
  const { docs } = await payload.find({
    collection: 'account-tokens',
    where: { and: [{ user: { equals: userId } }, { kind: { equals: 'email-otp' } }, { usedAt: { exists: false } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const latest = docs[0]
  if (!latest || (latest.attempts ?? 0) >= OTP_MAX_ATTEMPTS) return null
  const token = await findAccountToken(payload, 'email-otp', digestToken(`${userId}:${otp}`))
  if (token?.id === latest.id && token.email === normalizeEmail(email)) return token
  await payload.update({ collection: 'account-tokens', id: latest.id, data: { attempts: (latest.attempts ?? 0) + 1 }, overrideAccess: true })
  return null
}

export async function verifyEmailOtp(payload: Payload, userId: number, email: string, otp: string): Promise<boolean> {
  return !!(await matchingOtp(payload, userId, email, otp))
}

/** Switches the sign-in address once the code sent to it is given back; the code then stops working. */
export async function changeEmail(payload: Payload, userId: number, email: string, otp: string): Promise<boolean> {
  const token = await matchingOtp(payload, userId, email, otp)
  if (!token || !(await claimOnce(payload, 'account_tokens', token.id, 'usedAt', new Date().toISOString()))) return false
  await payload.update({ collection: 'users', id: userId, data: { email: normalizeEmail(email) }, overrideAccess: true })
  return true
}
