import crypto from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane). */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

// Checked when the email is unknown, so that answer takes as long as a wrong password.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('no-such-account-placeholder')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}

/**
 * Payload's local strategy (payload/dist/auth/strategies/local/generatePasswordSaltHash.js, 3.90): PBKDF2,
 * SHA-256, 600,000 rounds, 32 bytes. Not exported by Payload; tests/int/enumeration.int.test.ts checks a
 * stored hash against these values, so an upgrade that changes them fails there.
 */
export const PAYLOAD_PBKDF2 = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

const dummySalt = crypto.randomBytes(32).toString('hex')

/** The work of one Payload password hash or check, for a path that must take as long as one that does it. */
export function payloadHashWork(password: string): Promise<void> {
  const { iterations, keyLength, digest } = PAYLOAD_PBKDF2
  return new Promise((resolve) => crypto.pbkdf2(password, dummySalt, iterations, keyLength, digest, () => resolve()))
}
