import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { sendResetMail } from '../mail/account-mails'
import { findUserByEmail } from './find-user-by-email'
import { issueAccountToken } from './issue-account-token'
import { redeemAccountToken } from './redeem-account-token'
import { setPassword } from './set-password'

/**
 * Mails a reset link when the address belongs to a password account; the caller answers the same either
 * way, so the form tells nobody which addresses are registered.
 */
export async function requestPasswordReset(payload: Payload, email: string, locale: Locale): Promise<void> {
  const user = await findUserByEmail(payload, email)
  if (!user || user.anonymisedAt || !user.passwordHash) return
  const token = await issueAccountToken(payload, user.id, 'reset-password')
  await sendResetMail(payload, user.email, user.fullName, token, locale)
}

/** Sets the new password once per link; every open session ends (setPassword: whoever had the old password is out). */
export async function resetPassword(payload: Payload, secret: string, password: string): Promise<boolean> {
  const userId = await redeemAccountToken(payload, 'reset-password', secret)
  if (!userId) return false
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  await setPassword(payload, user, password)
  // The link came through the mailbox, which proves the address too.
  if (!user.isVerified) await payload.update({ collection: 'users', id: userId, data: { isVerified: true }, overrideAccess: true })
  return true
}
