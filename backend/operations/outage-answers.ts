import type { IncomingMessage, ServerResponse } from 'node:http'
import { getPayload, type AfterErrorHook, type SanitizedConfig } from 'payload'
import { defaultLocale, isLocale, type Locale } from '../../lib/i18n/config'
import { isDatabaseUnavailable, UNAVAILABLE_HEADERS, unavailableBody, unavailableResponse, unexpectedErrorMessage } from './database-outage'
import { databaseReachable } from './readiness'

/** The call's language (?locale=, then Accept-Language), as backend/lib/request-locale.ts; any request shape. */
export function localeOfRequest(request: { url?: string; headers?: Headers }): Locale {
  let fromQuery: string | null = null
  try {
    fromQuery = request.url ? new URL(request.url).searchParams.get('locale') : null
  } catch {
    fromQuery = null
  }
  if (isLocale(fromQuery)) return fromQuery
  const header = request.headers?.get('accept-language')?.split(',')[0]?.trim().slice(0, 2)
  return isLocale(header) ? header : defaultLocale
}

/**
 * Payload's REST and our endpoints send a thrown error through routeError, which answers 500 "Something went
 * wrong"; a database outage is answered 503 in the spec's envelope instead, so a client knows to retry.
 */
export const answerDatabaseOutage: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return undefined
  req.responseHeaders = new Headers(req.responseHeaders ?? undefined)
  for (const [name, value] of Object.entries(UNAVAILABLE_HEADERS)) req.responseHeaders.set(name, value)
  return { status: 503, response: unavailableBody(localeOfRequest(req)) }
}

type THandler<C> = (request: Request, context: C) => Promise<Response> | Response

/**
 * For what escapes Payload's own error handling: when authentication fails before a request exists (the user
 * lookup of a signed-in call during an outage), routeError itself throws and Next would answer a bare 500. Such
 * an error is answered 503 when the database is unreachable, else 500 in the envelope: never a stack.
 */
export function withOutageAnswers<C>(handler: THandler<C>, config: Promise<SanitizedConfig> | SanitizedConfig): THandler<C> {
  const reachable = async () => {
    try {
      return await databaseReachable(await getPayload({ config }), 1_000)
    } catch {
      return false
    }
  }
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      const locale = localeOfRequest(request)
      if (isDatabaseUnavailable(error) || !(await reachable())) return unavailableResponse(locale)
      console.error('Unhandled API error', error)
      return Response.json({ success: false, message: unexpectedErrorMessage(locale) }, { status: 500 })
    }
  }
}

/**
 * The production server's API lane (lib/http/api-route-lane.ts): a call that failed outside the route's own error
 * handling is answered as withOutageAnswers answers, in the envelope: 503 with Retry-After when the error is a
 * database outage, else 500; one whose answer had begun is cut.
 */
export function answerUnexpectedFailure(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const outage = isDatabaseUnavailable(error)
  if (!outage) console.error('Unhandled API error', error)
  if (res.headersSent) {
    res.destroy()
    return
  }
  const acceptLanguage = req.headers['accept-language']
  const locale = localeOfRequest({ url: `http://localhost${req.url ?? '/'}`, headers: new Headers(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) })
  if (outage) {
    res.writeHead(503, { 'content-type': 'application/json', ...UNAVAILABLE_HEADERS })
    res.end(JSON.stringify(unavailableBody(locale)))
    return
  }
  res.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify({ success: false, message: unexpectedErrorMessage(locale) }))
}
