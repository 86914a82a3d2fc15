import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload as TAltchaPayload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { claimFirstUse } from './counters'
import { payloadSecret } from './secret'

export type TBotCheckConfig = { mode: 'recaptcha'; siteKey: string } | { mode: 'altcha'; challenge: Challenge }

const ALTCHA_TTL_MS = 10 * 60 * 1000

function recaptchaKeys(): { siteKey: string; secretKey: string } | null {
  const siteKey = process.env.RECAPTCHA_SITE_KEY
  const secretKey = process.env.RECAPTCHA_SECRET_KEY
  return siteKey && secretKey ? { siteKey, secretKey } : null
}

/** Separate keys for the challenge signature and the key signature, both derived from the app secret. */
function hmacSecrets() {
  const derive = (purpose: string) => createHash('sha256').update(`${purpose}:${payloadSecret()}`).digest('hex')
  return { hmacSignatureSecret: derive('altcha-signature'), hmacKeySignatureSecret: derive('altcha-key') }
}

/**
 * Spec section 2: a version 2 bot check on sign-up. reCAPTCHA v2 when its keys are configured; otherwise a
 * self-hosted ALTCHA proof of work (the browser spends a second or so hashing), which works offline.
 */
export async function botCheckConfig(): Promise<TBotCheckConfig> {
  const keys = recaptchaKeys()
  if (keys) return { mode: 'recaptcha', siteKey: keys.siteKey }
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(40_000, 10_000),
    deriveKey,
    expiresAt: new Date(Date.now() + ALTCHA_TTL_MS),
    ...hmacSecrets(),
  })
  return { mode: 'altcha', challenge }
}

async function verifyRecaptcha(secretKey: string, response: string, ip: string): Promise<boolean> {
  const body = new URLSearchParams({ secret: secretKey, response, remoteip: ip })
  const answer = await fetch('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body }).catch(() => null)
  const result = (await answer?.json().catch(() => null)) as { success?: boolean } | null
  return !!result?.success
}

async function verifyAltcha(payload: Payload, value: string): Promise<boolean> {
  let submitted: TAltchaPayload
  try {
    submitted = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as TAltchaPayload
  } catch {
    return false
  }
  if (!submitted?.challenge?.signature || !submitted.solution) return false
  const result = await verifySolution({ challenge: submitted.challenge, solution: submitted.solution, deriveKey, ...hmacSecrets() }).catch(
    () => null,
  )
  if (!result?.verified) return false
  // A solved challenge is good for one sign-up only: one atomic claim, so of parallel uses exactly one wins.
  // Kept past the challenge's own expiry, after which verifySolution refuses it anyway.
  return claimFirstUse(payload, `altcha-used:${submitted.challenge.signature}`, 2 * ALTCHA_TTL_MS)
}

export async function verifyBotCheck(payload: Payload, value: string, ip: string): Promise<boolean> {
  const keys = recaptchaKeys()
  return keys ? verifyRecaptcha(keys.secretKey, value, ip) : verifyAltcha(payload, value)
}
