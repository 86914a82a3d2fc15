import type { Payload } from 'payload'
import type { TAccountTokenKind } from '../../collections/AccountTokens'
import { claimOnce } from '../../lib/claim-once'
import type { AccountToken } from '../../payload-types'
import { digestToken } from './secret-token'

/** The unused, unexpired token of this kind named by the raw secret (without redeeming it). */
export async function findAccountToken(payload: Payload, kind: TAccountTokenKind, tokenHash: string): Promise<AccountToken | null> {
  const { docs } = await payload.find({
    collection: 'account-tokens',
    where: { and: [{ tokenHash: { equals: tokenHash } }, { kind: { equals: kind } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const token = docs[0]
  if (!token || token.usedAt || new Date(token.expiresAt).getTime() <= Date.now()) return null
  return token
}

/**
 * Redeems a mailed link's secret: answers the user id the first time, null if the secret is unknown,
 * expired, of another kind or already used (also when another request redeemed it a moment before).
 */
export async function redeemAccountToken(payload: Payload, kind: TAccountTokenKind, secret: string): Promise<number | null> {
  if (!secret || secret.length > 200) return null
  const token = await findAccountToken(payload, kind, digestToken(secret))
  if (!token) return null
  const won = await claimOnce(payload, 'account_tokens', token.id, 'usedAt', new Date().toISOString())
  return won ? (typeof token.user === 'object' ? token.user.id : token.user) : null
}
