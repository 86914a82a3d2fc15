import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import type { Locale } from '../../../lib/i18n/config'
import { hitRateLimit } from '../../lib/rate-limit'
import { fail } from '../../lib/respond'
import { RATE_LIMITS } from '../../services/account/constants'
import { createSession } from '../../services/account/create-session'
import { accountMessage } from '../../services/account/messages'
import { signedIn } from '../../services/account/signed-in'
import { socialClientIp } from '../../services/account/social/browser-address'
import { exchangeCode } from '../../services/account/social/exchange-code'
import { providerConfig, type TSocialProvider } from '../../services/account/social/providers'
import { socialSignIn } from '../../services/account/social/social-sign-in'
import { verifyIdToken } from '../../services/account/social/verify-id-token'
import { guestHandler, parseBody } from '../handlers'

const ERRORS = { notRegistered: 'socialNotRegistered', emailInUse: 'socialEmailInUse', unverifiedEmail: 'socialUnverified' } as const

/** An ID token and the nonce of the sign-in it answers (a token the browser side presents must carry one). */
type TProof = { idToken: string | null; nonce: string | null }

async function finish(req: PayloadRequest, locale: Locale, provider: TSocialProvider, proof: TProof, email?: string, register?: { fullName: string }) {
  const config = providerConfig(provider)!
  const profile = proof.idToken ? await verifyIdToken(config, proof.idToken, proof.nonce) : null
  // The email the site sent must be the one the provider vouches for.
  if (!profile || (email && profile.email !== email.trim().toLowerCase())) return fail(401, accountMessage('socialFailed', locale))
  const result = await socialSignIn(req.payload, provider, profile, register)
  if (result.error) return fail(result.error === 'notRegistered' ? 404 : 409, accountMessage(ERRORS[result.error], locale))
  const session = await createSession(req.payload, result.user, { ip: socialClientIp(req), userAgent: req.headers.get('user-agent') ?? undefined })
  return signedIn(req, result.user, session, locale, accountMessage('loginSuccess', locale))
}

function socialEndpoint<T extends z.ZodType>(path: string, provider: TSocialProvider, schema: T, run: (req: PayloadRequest, locale: Locale, body: z.output<T>) => Promise<Response>): Endpoint {
  return {
    path,
    method: 'post',
    handler: guestHandler(async (req, locale) => {
      if (!providerConfig(provider)) return fail(404, accountMessage('socialUnavailable', locale))
      // Counted by the browser's address, which the site's server vouches for when it makes the call.
      if (!(await hitRateLimit(req.payload, `login:${socialClientIp(req)}`, RATE_LIMITS.login))) return fail(429, accountMessage('rateLimited', locale))
      const { data, error } = await parseBody(schema, req)
      if (error) return error
      return run(req, locale, data)
    }),
  }
}

// `token` is an ID token issued to our client; `nonce` the one its sign-in sent (a missing one fails the check).
const token = z.string().min(1).max(8192)
const nonce = z.string().min(1).max(512).optional()
const presented = (body: { token: string; nonce?: string }): TProof => ({ idToken: body.token, nonce: body.nonce ?? '' })

/** Spec section 7: POST /user/account/login-google (email, token), register-google (fullName, email, token), login-linkedin (code, redirectUri, or the token). */
export const socialEndpoints: Endpoint[] = [
  socialEndpoint('/user/account/login-google', 'google', z.object({ email: z.email(), token, nonce }), (req, locale, body) =>
    finish(req, locale, 'google', presented(body), body.email),
  ),
  socialEndpoint(
    '/user/account/register-google',
    'google',
    z.object({ fullName: z.string().trim().max(100).optional().default(''), email: z.email(), token, nonce }),
    (req, locale, body) => finish(req, locale, 'google', presented(body), body.email, { fullName: body.fullName }),
  ),
  socialEndpoint(
    '/user/account/login-linkedin',
    'linkedin',
    z.object({ token: token.optional(), nonce, code: z.string().max(2048).optional(), redirectUri: z.url().optional(), codeVerifier: z.string().max(200).optional() }),
    async (req, locale, body) => {
      const config = providerConfig('linkedin')!
      // A code is redeemed here with our client secret, so its ID token is ours by construction.
      const proof: TProof = body.token
        ? presented({ token: body.token, nonce: body.nonce })
        : { idToken: body.code && body.redirectUri ? await exchangeCode(config, body.code, body.redirectUri, body.codeVerifier) : null, nonce: body.nonce ?? null }
      // LinkedIn has no separate register call: a first sign-in creates the account.
      return finish(req, locale, 'linkedin', proof, undefined, { fullName: '' })
    },
  ),
]
