import type { PayloadRequest } from 'payload'
import { AUTH_TOKEN_COOKIE, TYPE_TOKEN_COOKIE, USER_TYPE_COOKIE } from '../../lib/auth/cookies'

type TCookieSession = { token: string; tokenType: string; userType: string; expiresAt: Date }
type TCookieRequest = Pick<PayloadRequest, 'headers'>

/**
 * Secure whenever the public origin is https (production), or the call came over https: a TLS-terminating proxy
 * says so in X-Forwarded-Proto. The production server drops that header from any peer not in TRUSTED_PROXIES
 * (lib/http/trusted-proxies.ts) and Next.js then fills it from the connection, so a client cannot claim it.
 */
export function cameOverHttps(req: TCookieRequest): boolean {
  if ((process.env.SERVER_URL || '').startsWith('https:')) return true
  return req.headers.get('x-forwarded-proto')?.split(',')[0].trim().toLowerCase() === 'https'
}

function cookie(name: string, value: string, expires: Date, httpOnly: boolean, secure: boolean): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Expires=${expires.toUTCString()}`, 'SameSite=Lax']
  return parts.join('; ') + (httpOnly ? '; HttpOnly' : '') + (secure ? '; Secure' : '')
}

/**
 * Spec section 3: auth-token (HttpOnly: page scripts never see it), type-token and user-type (readable, for
 * the header and the middleware guards), all expiring with the session.
 */
export function sessionCookies(session: TCookieSession, req: TCookieRequest): string[] {
  const secure = cameOverHttps(req)
  return [
    cookie(AUTH_TOKEN_COOKIE, session.token, session.expiresAt, true, secure),
    cookie(TYPE_TOKEN_COOKIE, session.tokenType, session.expiresAt, false, secure),
    cookie(USER_TYPE_COOKIE, session.userType, session.expiresAt, false, secure),
  ]
}

/** Logout and an expired session: the three cookies removed. */
export function clearedSessionCookies(req: TCookieRequest): string[] {
  const past = new Date(0)
  const secure = cameOverHttps(req)
  return [cookie(AUTH_TOKEN_COOKIE, '', past, true, secure), cookie(TYPE_TOKEN_COOKIE, '', past, false, secure), cookie(USER_TYPE_COOKIE, '', past, false, secure)]
}

export function withCookies(response: Response, cookies: string[]): Response {
  for (const value of cookies) response.headers.append('Set-Cookie', value)
  return response
}
