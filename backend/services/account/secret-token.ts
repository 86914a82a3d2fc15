import { createHash, randomBytes, randomInt } from 'node:crypto'

/** 256 random bits, URL-safe: session tokens and mailed links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Six digits for the email-change code. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** Only this digest is stored; a leaked table gives no usable token. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
