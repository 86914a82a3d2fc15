import type { CollectionAfterLoginHook, CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'
import { LockedAuth } from 'payload'
import { normalizeEmail } from '../../../services/account/find-user-by-email'
import { clearLoginAttempts, takeLoginAttempt } from '../../../services/account/login-lockout'
import { payloadHashWork } from '../../../services/account/password-hash'

/**
 * /admin's sign-in (`POST /api/users/login`, Payload's login operation). Payload looks the address up and
 * answers an unknown one at once, but spends ~600k PBKDF2 rounds on a known one: the time told which
 * addresses have accounts. Here an unknown address (or one without a Payload password) gets the same PBKDF2
 * work before Payload answers. Payload's own lock (maxLoginAttempts) is off: it answered "locked" only for
 * known addresses; the count here is per address, known or not, one atomic increment per attempt, shared
 * with nothing else (docs/decisions/015).
 */
export const adminLoginGuard: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? normalizeEmail(data.email) : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  // Payload's own validation answers a missing email or password.
  if (!email || !password.trim()) return args
  if (!(await takeLoginAttempt(req.payload, email, 'admin'))) throw new LockedAuth(req.t)
  const user = (await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email } } })) as { hash?: unknown; salt?: unknown } | null
  if (typeof user?.hash !== 'string' || typeof user.salt !== 'string') await payloadHashWork(password)
  return args
}

/** A successful /admin sign-in forgets the address's count. */
export const clearAdminLoginAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  await clearLoginAttempts(req.payload, String((user as { email?: string }).email ?? ''), 'admin')
  return user
}

/**
 * Payload's unlock (an admin in /admin, `POST /api/users/unlock`, its access decides who may) lifts this lock,
 * on /admin and on the portal: Payload's own lock is off, so its unlock would otherwise lift nothing.
 */
export const unlockLoginAttempts: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'unlock' || !result) return result
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '')
  await Promise.all([clearLoginAttempts(req.payload, email, 'admin'), clearLoginAttempts(req.payload, email, 'portal')])
  return result
}
