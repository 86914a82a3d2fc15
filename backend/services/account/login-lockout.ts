import type { Payload } from 'payload'
import { counters } from '../../lib/counters'
import { normalizeEmail } from './find-user-by-email'
import { LOCK_MS, MAX_FAILED_LOGINS } from './constants'

/**
 * Password attempts are counted per email address, known or not, so a lock never tells whether an account
 * exists, in the shared counters (docs/decisions/015). An attempt takes its place in the count BEFORE its
 * password is checked, in one atomic increment, so parallel guesses cannot all pass a check made before any
 * was counted: of any number of attempts in a window exactly MAX_FAILED_LOGINS reach the password check. A
 * right password forgets the count; after MAX_FAILED_LOGINS wrong ones the address waits for the window
 * (LOCK_MS from its first attempt) to end. `scope` keeps the portal and /admin apart.
 */
const keyOf = (scope: 'portal' | 'admin', email: string) => `login-lock:${scope}:${normalizeEmail(email)}`

/** Counts an attempt on `email`; false when the address is locked (the password must then not be checked). */
export async function takeLoginAttempt(payload: Payload, email: string, scope: 'portal' | 'admin' = 'portal'): Promise<boolean> {
  return (await counters(payload).hit(keyOf(scope, email), LOCK_MS)) <= MAX_FAILED_LOGINS
}

export async function clearLoginAttempts(payload: Payload, email: string, scope: 'portal' | 'admin' = 'portal'): Promise<void> {
  await counters(payload).reset(keyOf(scope, email))
}

/** Whether `email` is locked now, without counting an attempt. */
export async function isLoginLocked(payload: Payload, email: string, scope: 'portal' | 'admin' = 'portal'): Promise<boolean> {
  return (await counters(payload).peek(keyOf(scope, email))) > MAX_FAILED_LOGINS
}
