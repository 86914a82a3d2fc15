import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { User } from '../../payload-types'
import { claimOnce } from '../../lib/claim-once'
import { sendEmailOtpMail } from '../mail/account-mails'
import { KEEP_SESSION_ID } from './constants'
import { findUserByEmail, normalizeEmail } from './find-user-by-email'
import { issueAccountToken } from './issue-account-token'
import { returnOtpAttempt, takeOtpAttempt } from './otp-attempts'
import { findAccountToken } from './redeem-account-token'
import { digestToken } from './secret-token'

/** Mails a six-digit code to the new address; 'taken' when another account already uses it. */
export async function requestEmailOtp(payload: Payload, user: User, email: string, locale: Locale): Promise<'sent' | 'taken'> {
  const address = normalizeEmail(email)
  const holder = await findUserByEmail(payload, address)
  if (holder && holder.id !== user.id) return 'taken'
  const code = await issueAccountToken(payload, user.id, 'email-otp', address)
  await sendEmailOtpMail(payload, address, user.fullName, code, locale)
  return 'sent'
}

/**
 * The user's latest code for this address, if `otp` matches it. Wrong guesses are counted on the
 * latest code (atomically, otp-attempts.ts); after OTP_MAX_ATTEMPTS it stops working, so six digits
 * cannot be walked.
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
  if (!latest || !(await takeOtpAttempt(payload, latest.id))) return null
  const token = await findAccountToken(payload, 'email-otp', digestToken(`${userId}:${otp}`))
  if (token?.id !== latest.id || token.email !== normalizeEmail(email)) return null
  await returnOtpAttempt(payload, latest.id)
  return token
}

export async function verifyEmailOtp(payload: Payload, userId: number, email: string, otp: string): Promise<boolean> {
  return !!(await matchingOtp(payload, userId, email, otp))
}

/**
 * Switches the sign-in address once the code sent to it is given back; the code then stops working. The account's
 * other sessions end (the Users change hook); the one that made the change, which just proved the new mailbox, stays.
 */
export async function changeEmail(payload: Payload, userId: number, email: string, otp: string, sessionId: number): Promise<boolean> {
  const token = await matchingOtp(payload, userId, email, otp)
  if (!token || !(await claimOnce(payload, 'account_tokens', token.id, 'usedAt', new Date().toISOString()))) return false
  const context = { [KEEP_SESSION_ID]: sessionId }
  await payload.update({ collection: 'users', id: userId, data: { email: normalizeEmail(email) }, overrideAccess: true, context })
  return true
}
