import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { clientIp } from '../../../lib/client-ip'
import { payloadSecret } from '../../../lib/secret'

/**
 * next-auth's callback calls the social sign-in API from the site's own server (127.0.0.1), so the API
 * would count every social sign-in against one address. The site vouches for the browser's address in
 * this header, signed with a key derived from the app secret: only the site's server can make it.
 */
export const BROWSER_ADDRESS_HEADER = 'x-portal-browser-address'
const LIFETIME_MS = 60 * 1000

const signingKey = () => createHash('sha256').update(`social-browser-address:${payloadSecret()}`).digest()
const signature = (address: string, expiresAt: number) => createHmac('sha256', signingKey()).update(`${address}\n${expiresAt}`).digest()

/** The header value for the site's server-side call: address, expiry, signature. */
export function vouchForBrowserAddress(address: string, now = Date.now()): string {
  const expiresAt = now + LIFETIME_MS
  return `${address};${expiresAt};${signature(address, expiresAt).toString('base64url')}`
}

/** The browser's address when the site vouched for it (valid signature, not expired); else the caller's own. */
export function socialClientIp(req: Pick<PayloadRequest, 'headers'>): string {
  const [address, expiry, mac, ...rest] = (req.headers.get(BROWSER_ADDRESS_HEADER) ?? '').split(';')
  const expiresAt = Number(expiry)
  if (address && mac && rest.length === 0 && Number.isSafeInteger(expiresAt) && expiresAt > Date.now()) {
    const expected = signature(address, expiresAt)
    const given = Buffer.from(mac, 'base64url')
    if (given.length === expected.length && timingSafeEqual(given, expected)) return address
  }
  return clientIp(req)
}
