import type { Payload } from 'payload'
import type { TProfileFields } from '../../../lib/contracts/account/schemas'
import type { Locale } from '../../../lib/i18n/config'
import { sendActivationMail, sendRegistrationAttemptMail } from '../mail/account-mails'
import { findUserByEmail, normalizeEmail } from './find-user-by-email'
import { issueAccountToken } from './issue-account-token'
import { hashPassword, payloadHashWork } from './password-hash'
import { passwordData } from './set-password'

export type TRegistration = TProfileFields & { email: string; password: string }

/**
 * A new learner account, inactive until the mailed link is opened. A registered address is refused even
 * when inactive: overwriting it would let a stranger choose the password its owner later activates. An
 * owner who lost the activation mail uses forgot-password, whose link also activates. The caller answers
 * before this runs and the same either way; the owner of a taken address learns of the attempt by mail.
 */
export async function registerAccount(payload: Payload, input: TRegistration, locale: Locale): Promise<'created' | 'taken'> {
  const email = normalizeEmail(input.email)
  const existing = await findUserByEmail(payload, email)
  if (existing) {
    // The hashing a new account does (argon2id here, PBKDF2 in Payload's create), so that the load it puts
    // on the server, which later answers feel, does not tell either. One after the other, as a new account does
    // them: both at once took two cores for half the time, and on a busy machine the next call felt that (CI saw
    // the call after a taken address take 20-40 ms where the call after a new one took 9-12).
    await hashPassword(input.password)
    await payloadHashWork(input.password)
    await sendRegistrationAttemptMail(payload, existing.email, existing.fullName, locale)
    return 'taken'
  }
  const { password, ...profile } = input
  const data = {
    ...profile,
    email,
    role: 'learner' as const,
    loginType: 'default' as const,
    isVerified: false,
    dateOfBirth: profile.dateOfBirth || null,
    gender: profile.gender || null,
    ...(await passwordData(password, 'learner')),
  }
  const user = await payload.create({ collection: 'users', data, overrideAccess: true })
  const token = await issueAccountToken(payload, user.id, 'activation')
  await sendActivationMail(payload, email, user.fullName, token, locale)
  return 'created'
}
