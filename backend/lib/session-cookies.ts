import { AUTH_TOKEN_COOKIE, TYPE_TOKEN_COOKIE, USER_TYPE_COOKIE } from '../../lib/auth/cookies'

type TCookieSession = { token: string; tokenType: string; userType: string; expiresAt: Date }

/** Secure whenever the public origin is https (production); plain http on a developer's machine. */
function secureFlag(): string {
  return (process.env.SERVER_URL || '').startsWith('https:') ? '; Secure' : ''
}

function cookie(name: string, value: string, expires: Date, httpOnly: boolean): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Expires=${expires.toUTCString()}`, 'SameSite=Lax']
  return parts.join('; ') + (httpOnly ? '; HttpOnly' : '') + secureFlag()
}

/**
 * Spec section 3: auth-token (HttpOnly: page scripts never see it), type-token and user-type (readable, for
 * the header and the middleware guards), all expiring with the session.
 */
export function sessionCookies(session: TCookieSession): string[] {
  return [
    cookie(AUTH_TOKEN_COOKIE, session.token, session.expiresAt, true),
    cookie(TYPE_TOKEN_COOKIE, session.tokenType, session.expiresAt, false),
    cookie(USER_TYPE_COOKIE, session.userType, session.expiresAt, false),
  ]
}

/** Logout and an expired session: the three cookies removed. */
export function clearedSessionCookies(): string[] {
  const past = new Date(0)
  return [cookie(AUTH_TOKEN_COOKIE, '', past, true), cookie(TYPE_TOKEN_COOKIE, '', past, false), cookie(USER_TYPE_COOKIE, '', past, false)]
}

export function withCookies(response: Response, cookies: string[]): Response {
  for (const value of cookies) response.headers.append('Set-Cookie', value)
  return response
}
