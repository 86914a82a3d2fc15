import type { Payload } from 'payload'
import type { User } from '../../payload-types'
import { verifyPassword } from './password-hash'
import { setPassword } from './set-password'

/** Checks the current password against the stored argon2id hash. */
export async function checkPassword(payload: Payload, userId: number, password: string): Promise<boolean> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, showHiddenFields: true })
  return verifyPassword(user.passwordHash, password)
}

/** New password after the current one is confirmed; other sessions of the account end, this one stays. */
export async function changePassword(
  payload: Payload,
  user: Pick<User, 'id' | 'role'>,
  sessionId: number,
  oldPassword: string,
  password: string,
): Promise<boolean> {
  if (!(await checkPassword(payload, user.id, oldPassword))) return false
  await setPassword(payload, user, password, sessionId)
  return true
}
