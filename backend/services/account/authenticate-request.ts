import { parseCookies, type PayloadRequest } from 'payload'
import { AUTH_TOKEN_COOKIE } from '../../../lib/auth/cookies'
import { findSession, type TActiveSession } from './find-session'

export type TRequestAuth = TActiveSession & { via: 'header' | 'cookie' }

/**
 * The session a call carries: `Authorization: <type-token> <auth-token>` (server-side calls, other
 * clients) or the HttpOnly auth-token cookie (the browser). `via` tells the CSRF check which it was.
 */
export function requestToken(req: Pick<PayloadRequest, 'headers'>): { token: string; via: 'header' | 'cookie' } | null {
  const header = req.headers.get('authorization')
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  if (match) return { token: match[1], via: 'header' }
  const cookie = parseCookies(req.headers).get(AUTH_TOKEN_COOKIE)
  return cookie ? { token: cookie, via: 'cookie' } : null
}

export async function authenticateRequest(req: PayloadRequest): Promise<TRequestAuth | null> {
  const carried = requestToken(req)
  if (!carried) return null
  const found = await findSession(req.payload, carried.token)
  return found ? { ...found, via: carried.via } : null
}
