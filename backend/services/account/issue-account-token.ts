import type { Payload } from 'payload'
import type { TAccountTokenKind } from '../../collections/AccountTokens'
import { ACTIVATION_LIFETIME_MS, OTP_LIFETIME_MS, RESET_LIFETIME_MS } from './constants'
import { digestToken, newOtpCode, newSecretToken } from './secret-token'

const LIFETIMES: Record<TAccountTokenKind, number> = {
  activation: ACTIVATION_LIFETIME_MS,
  'reset-password': RESET_LIFETIME_MS,
  'email-otp': OTP_LIFETIME_MS,
}

/**
 * A new single-use secret for the user; earlier unused ones of the same kind stop working, so only the
 * latest mail's link or code counts. Returns the raw secret to put in the mail.
 */
export async function issueAccountToken(
  payload: Payload,
  userId: number,
  kind: TAccountTokenKind,
  email?: string,
): Promise<string> {
  await payload.delete({
    collection: 'account-tokens',
    where: { and: [{ user: { equals: userId } }, { kind: { equals: kind } }, { usedAt: { exists: false } }] },
    overrideAccess: true,
  })
  // OTP codes are short, so the digest is salted with the user id to keep them unique per user.
  const secret = kind === 'email-otp' ? newOtpCode() : newSecretToken()
  await payload.create({
    collection: 'account-tokens',
    data: {
      kind,
      tokenHash: kind === 'email-otp' ? digestToken(`${userId}:${secret}`) : digestToken(secret),
      user: userId,
      email,
      expiresAt: new Date(Date.now() + LIFETIMES[kind]).toISOString(),
    },
    overrideAccess: true,
  })
  return secret
}
