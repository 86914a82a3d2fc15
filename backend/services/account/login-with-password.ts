import type { Payload } from 'payload'
import type { User } from '../../payload-types'
import { findUserByEmail } from './find-user-by-email'
import { clearLoginAttempts, takeLoginAttempt } from './login-lockout'
import { verifyPassword } from './password-hash'

export type TLoginResult = { user: User; error?: never } | { user?: never; error: 'failed' | 'locked' | 'notVerified' }

/**
 * Email and password sign-in. An unknown email and a wrong password get the same answer after the same
 * work (a dummy hash is checked); social-only accounts have no password hash and fail the same way.
 */
export async function loginWithPassword(payload: Payload, email: string, password: string): Promise<TLoginResult> {
  if (!(await takeLoginAttempt(payload, email))) return { error: 'locked' }
  const user = await findUserByEmail(payload, email)
  const valid = await verifyPassword(user?.passwordHash, password)
  if (!user || !valid) return { error: 'failed' }
  await clearLoginAttempts(payload, email)
  if (!user.isVerified) return { error: 'notVerified' }
  return { user }
}
