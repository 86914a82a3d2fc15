import type { Endpoint } from 'payload'
import { ZLoginForm } from '../../../lib/contracts/account/schemas'
import { sameOriginPath, sameOriginPathOrNull } from '../../../lib/redirect/same-origin'
import { siteUrl } from '../../../lib/seo/site-url'
import { clientIp } from '../../lib/client-ip'
import { hitRateLimit } from '../../lib/rate-limit'
import { fail, ok } from '../../lib/respond'
import { clearedSessionCookies, withCookies } from '../../lib/session-cookies'
import { authenticateRequest } from '../../services/account/authenticate-request'
import { RATE_LIMITS } from '../../services/account/constants'
import { createSession } from '../../services/account/create-session'
import { loginWithPassword } from '../../services/account/login-with-password'
import { accountMessage } from '../../services/account/messages'
import { revokeSession } from '../../services/account/revoke-sessions'
import { signedIn } from '../../services/account/signed-in'
import { guestHandler, parseBody } from '../handlers'

/** POST /user/account/login: email and password; sets the session cookies and answers profile and auth. */
export const loginEndpoint: Endpoint = {
  path: '/user/account/login',
  method: 'post',
  handler: guestHandler(async (req, locale) => {
    const ip = clientIp(req)
    if (!(await hitRateLimit(req.payload, `login:${ip}`, RATE_LIMITS.login))) return fail(429, accountMessage('rateLimited', locale))
    const { data, error } = await parseBody(ZLoginForm, req)
    if (error) return error
    const result = await loginWithPassword(req.payload, data.email, data.password)
    if (result.error === 'locked') return fail(429, accountMessage('locked', locale))
    if (result.error === 'notVerified') return fail(403, accountMessage('notVerified', locale))
    if (result.error) return fail(401, accountMessage('loginFailed', locale))
    const session = await createSession(req.payload, result.user, { ip, userAgent: req.headers.get('user-agent') ?? undefined })
    return signedIn(req, result.user, session, locale, accountMessage('loginSuccess', locale))
  }),
}

/** POST /user/account/logout: ends the session on the server and clears the three cookies. */
export const logoutEndpoint: Endpoint = {
  path: '/user/account/logout',
  method: 'post',
  handler: guestHandler(async (req, locale) => {
    const auth = await authenticateRequest(req)
    if (auth) await revokeSession(req.payload, auth.session.id)
    return withCookies(ok(null, accountMessage('loggedOut', locale)), clearedSessionCookies(req))
  }),
}

/**
 * GET /user/account/session-expired?redirect=: where a member page sends a browser whose cookie names no
 * live session (expired or logged out elsewhere): the cookies go, then the login page, which returns there.
 */
export const sessionExpiredEndpoint: Endpoint = {
  path: '/user/account/session-expired',
  method: 'get',
  handler: async (req) => {
    const origin = siteUrl()
    const login = sameOriginPath(req.searchParams?.get('login'), origin, '/login')
    const redirect = sameOriginPathOrNull(req.searchParams?.get('redirect'), origin)
    const target = `${login}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`
    const response = new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'private, no-store' } })
    // A live session is left alone: this GET must not be a way to sign someone out.
    if (await authenticateRequest(req)) return response
    return withCookies(response, clearedSessionCookies(req))
  },
}

