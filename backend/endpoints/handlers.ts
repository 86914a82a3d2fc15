import type { PayloadHandler, PayloadRequest } from 'payload'
import type { z } from 'zod'
import { STAFF_TYPES } from '../../lib/auth/cookies'
import type { Locale } from '../../lib/i18n/config'
import { requestLocale } from '../lib/request-locale'
import { fail } from '../lib/respond'
import { isSameOriginWrite } from '../lib/same-origin'
import { invalidJsonMessage, parseWithMessage } from '../lib/validation-message'
import { clearedSessionCookies, withCookies } from '../lib/session-cookies'
import { accountMessage } from '../services/account/messages'
import { authenticateRequest, requestToken, type TRequestAuth } from '../services/account/authenticate-request'

export type TMemberContext = TRequestAuth & { locale: Locale }
export type TAudience = 'member' | 'learner' | 'staff' | 'admin'
/** A guarded handler names its audience, so the security suite (tests/int/security*) checks each call against it. */
export type TGuardedHandler = PayloadHandler & { audience: TAudience }

/** Names the audience of a handler that enforces it (memberHandler, or a handler checking its caller itself). */
export const withAudience = (handler: PayloadHandler, audience: TAudience): TGuardedHandler => Object.assign(handler, { audience })

/** Per-user answers are never stored by a browser or a shared cache. */
export function noStore(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('Vary', 'Authorization, Cookie')
  return response
}

/**
 * Every signed-in call goes through here: the session is checked (401 without a live one), a write
 * authenticated by cookie must come from this site (403, CSRF), and the audience is enforced (403).
 */
export function memberHandler(handler: (req: PayloadRequest, ctx: TMemberContext) => Promise<Response>, audience: TAudience = 'member'): TGuardedHandler {
  const guarded: PayloadHandler = async (req) => {
    const locale = requestLocale(req)
    const auth = await authenticateRequest(req)
    if (!auth) {
      const response = fail(401, accountMessage('unauthorized', locale))
      // A stale cookie is dropped so the guards stop treating the browser as signed in.
      return noStore(requestToken(req)?.via === 'cookie' ? withCookies(response, clearedSessionCookies(req)) : response)
    }
    if (auth.via === 'cookie' && !isSameOriginWrite(req)) return noStore(fail(403, accountMessage('csrf', locale)))
    const role = auth.user.role
    if (audience === 'learner' && role !== 'learner') return noStore(fail(403, accountMessage('forbidden', locale)))
    if (audience === 'admin' && role !== 'admin') return noStore(fail(403, accountMessage('forbidden', locale)))
    if (audience === 'staff' && !(STAFF_TYPES as readonly string[]).includes(role)) {
      return noStore(fail(403, accountMessage('forbidden', locale)))
    }
    return noStore(await handler(req, { ...auth, locale }))
  }
  return withAudience(guarded, audience)
}

/** Calls without a session (login, register, reset): a browser's write must still come from this site. */
export function guestHandler(handler: (req: PayloadRequest, locale: Locale) => Promise<Response>): PayloadHandler {
  return async (req) => {
    const locale = requestLocale(req)
    const fromBrowser = req.headers.has('origin') || req.headers.has('referer')
    if (fromBrowser && !isSameOriginWrite(req)) return noStore(fail(403, accountMessage('csrf', locale)))
    return noStore(await handler(req, locale))
  }
}

/** The JSON body checked against a schema; a bad one answers 400 with the first problem, in the call's language. */
export async function parseBody<TSchema extends z.ZodType>(
  schema: TSchema,
  req: PayloadRequest,
): Promise<{ data: z.output<TSchema>; error?: never } | { data?: never; error: Response }> {
  const locale = requestLocale(req)
  let body: unknown = {}
  try {
    body = req.json ? await req.json() : {}
  } catch {
    return { error: fail(400, invalidJsonMessage(locale)) }
  }
  const parsed = parseWithMessage(schema, body, locale, 'body')
  return parsed.message === undefined ? { data: parsed.data } : { error: fail(400, parsed.message) }
}
