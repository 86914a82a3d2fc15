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
