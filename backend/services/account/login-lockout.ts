import type { Payload } from 'payload'
import { LOCK_MS, MAX_FAILED_LOGINS } from './constants'

type TLockState = { failures: number; lockedUntil: number }

/**
 * Failed sign-ins are counted per email address, known or not, so a lock never tells whether an
 * account exists. Kept in Payload's key-value store, shared by every app instance.
 */
const keyOf = (email: string) => `login-lock:${email.trim().toLowerCase()}`

export async function isLoginLocked(payload: Payload, email: string): Promise<boolean> {
  const state = await payload.kv.get<TLockState>(keyOf(email))
  return !!state && state.lockedUntil > Date.now()
}

export async function recordLoginFailure(payload: Payload, email: string): Promise<void> {
  const state = (await payload.kv.get<TLockState>(keyOf(email))) ?? { failures: 0, lockedUntil: 0 }
  const failures = state.lockedUntil && state.lockedUntil <= Date.now() ? 1 : state.failures + 1
  await payload.kv.set(keyOf(email), {
    failures,
    lockedUntil: failures >= MAX_FAILED_LOGINS ? Date.now() + LOCK_MS : 0,
  })
}

export async function clearLoginFailures(payload: Payload, email: string): Promise<void> {
  await payload.kv.delete(keyOf(email))
}
