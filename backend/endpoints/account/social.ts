import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import type { Locale } from '../../../lib/i18n/config'
import { clientIp } from '../../lib/client-ip'
import { hitRateLimit } from '../../lib/rate-limit'
import { fail } from '../../lib/respond'
import { RATE_LIMITS } from '../../services/account/constants'
import { createSession } from '../../services/account/create-session'
import { accountMessage } from '../../services/account/messages'
import { signedIn } from '../../services/account/signed-in'
import { exchangeCode, fetchProviderProfile } from '../../services/account/social/provider-profile'
import { providerConfig, type TSocialProvider } from '../../services/account/social/providers'
import { socialSignIn } from '../../services/account/social/social-sign-in'
import { guestHandler, parseBody } from './handlers'

const ERRORS = { notRegistered: 'socialNotRegistered', emailInUse: 'socialEmailInUse', unverifiedEmail: 'socialUnverified' } as const

async function finish(req: PayloadRequest, locale: Locale, provider: TSocialProvider, accessToken: string | null, email?: string, register?: { fullName: string }) {
  const config = providerConfig(provider)!
  const profile = accessToken ? await fetchProviderProfile(config, accessToken) : null
  // The email the site sent must be the one the provider vouches for.
  if (!profile || (email && profile.email !== email.trim().toLowerCase())) return fail(401, accountMessage('socialFailed', locale))
  const result = await socialSignIn(req.payload, provider, profile, register)
  if (result.error) return fail(result.error === 'notRegistered' ? 404 : 409, accountMessage(ERRORS[result.error], locale))
  const session = await createSession(req.payload, result.user, { ip: clientIp(req), userAgent: req.headers.get('user-agent') ?? undefined })
  return signedIn(req.payload, result.user, session, locale, accountMessage('loginSuccess', locale))
}

function socialEndpoint<T extends z.ZodType>(path: string, provider: TSocialProvider, schema: T, run: (req: PayloadRequest, locale: Locale, body: z.output<T>) => Promise<Response>): Endpoint {
  return {
    path,
    method: 'post',
    handler: guestHandler(async (req, locale) => {
      if (!providerConfig(provider)) return fail(404, accountMessage('socialUnavailable', locale))
      if (!(await hitRateLimit(req.payload, `login:${clientIp(req)}`, RATE_LIMITS.login))) return fail(429, accountMessage('rateLimited', locale))
      const { data, error } = await parseBody(schema, req)
      if (error) return error
      return run(req, locale, data)
    }),
  }
}

const token = z.string().min(1).max(4096)

/** Spec section 7: POST /user/account/login-google (email, token), register-google (fullName, email, token), login-linkedin (code, redirectUri, or the token). */
export const socialEndpoints: Endpoint[] = [
  socialEndpoint('/user/account/login-google', 'google', z.object({ email: z.email(), token }), (req, locale, body) =>
    finish(req, locale, 'google', body.token, body.email),
  ),
  socialEndpoint('/user/account/register-google', 'google', z.object({ fullName: z.string().trim().max(100).optional().default(''), email: z.email(), token }), (req, locale, body) =>
    finish(req, locale, 'google', body.token, body.email, { fullName: body.fullName }),
  ),
  socialEndpoint(
    '/user/account/login-linkedin',
    'linkedin',
    z.object({ token: token.optional(), code: z.string().max(2048).optional(), redirectUri: z.url().optional(), codeVerifier: z.string().max(200).optional() }),
    async (req, locale, body) => {
      const config = providerConfig('linkedin')!
      const accessToken = body.token ?? (body.code && body.redirectUri ? await exchangeCode(config, body.code, body.redirectUri, body.codeVerifier) : null)
      // LinkedIn has no separate register call: a first sign-in creates the account.
      return finish(req, locale, 'linkedin', accessToken, undefined, { fullName: '' })
    },
  ),
]
