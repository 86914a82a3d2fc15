import type { PayloadRequest } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { ok } from '../../lib/respond'
import { sessionCookies, withCookies } from '../../lib/session-cookies'
import type { User } from '../../payload-types'
import type { TNewSession } from './create-session'
import { loadProfile } from './to-profile'

/**
 * The answer of every successful sign-in (password, Google, LinkedIn): profile and auth in the body,
 * the session in cookies. The raw token is only in the HttpOnly cookie, never in a body page scripts read.
 */
export async function signedIn(req: PayloadRequest, user: User, session: TNewSession, locale: Locale, message: string) {
  const profile = await loadProfile(req.payload, user.id, locale)
  const auth = { tokenType: session.tokenType, expiredDate: session.expiresAt.toISOString() }
  return withCookies(
    ok({ profile, auth }, message),
    sessionCookies({ token: session.token, tokenType: session.tokenType, userType: user.role, expiresAt: session.expiresAt }, req),
  )
}
