import type { Payload } from 'payload'
import { redeemAccountToken } from './redeem-account-token'

/** Opens the mailed activation link: true once, false for an unknown, used or expired link. */
export async function activateAccount(payload: Payload, secret: string): Promise<boolean> {
  const userId = await redeemAccountToken(payload, 'activation', secret)
  if (!userId) return false
  await payload.update({ collection: 'users', id: userId, data: { isVerified: true }, overrideAccess: true })
  return true
}
