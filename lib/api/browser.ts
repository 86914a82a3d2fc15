'use client'
import Cookies from 'js-cookie'
import { TYPE_TOKEN_COOKIE, USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import type { Locale } from '@/lib/i18n/config'
import { reportError } from '@/lib/observability/report-error'

type TParams = Record<string, string | number | boolean | null | undefined>

/** What a call answers: its status and its parsed body (the text when it is not JSON; status 0 when none came). */
export type TBrowserResponse<T> = { status: number; data: T }

type TRequest = { method: 'get' | 'post' | 'put' | 'delete'; url: string; params?: unknown; data?: unknown }

const TIMEOUT_MS = 15_000
// Answers the pages expect and show (bad input, signed out, refused, an unknown id, a conflict, too many tries) are
// not errors of the site; anything else is reported (as lib/api/client does for the server's calls).
const UNREPORTED_STATUSES = new Set([400, 401, 403, 404, 409, 422, 429])

/** `/api<url>` with the params appended to any query the url already has; null and undefined values left out. */
export function requestUrl(url: string, params: unknown, origin: string): URL {
  const target = new URL(`/api${url}`, origin)
  for (const [key, value] of Object.entries((params ?? {}) as TParams)) {
    if (value !== null && value !== undefined) target.searchParams.append(key, String(value))
  }
  return target
}

function bodyOf(data: unknown): { body?: BodyInit; type?: string } {
  if (data === undefined) return {}
  if (data instanceof FormData) return { body: data }
  return { body: JSON.stringify(data), type: 'application/json' }
}

async function parsed(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function onUnauthorized() {
  Cookies.remove(TYPE_TOKEN_COOKIE)
  Cookies.remove(USER_TYPE_COOKIE)
  window.dispatchEvent(new Event('session-expired'))
}

async function send<T>(locale: Locale, { method, url, params, data }: TRequest): Promise<TBrowserResponse<T>> {
  const { body, type } = bodyOf(data)
  const headers: Record<string, string> = { 'Accept-Language': locale, Accept: 'application/json, text/plain, */*' }
  if (type) headers['Content-Type'] = type
  let response: Response
  try {
    response = await fetch(requestUrl(url, params, window.location.origin), {
      method: method.toUpperCase(),
      headers,
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    reportError(error, { url, kind: 'network' })
    return { status: 0, data: { success: false, message: error instanceof Error ? error.message : 'Network Error' } as T }
  }
  const answer = { status: response.status, data: (await parsed(response)) as T }
  if (response.status === 401) onUnauthorized()
  if ((response.status < 200 || response.status >= 300) && !UNREPORTED_STATUSES.has(response.status)) {
    reportError(new Error(`Request failed with status code ${response.status}`), { url, status: response.status })
  }
  return answer
}

/**
 * Browser calls go to the same origin; the HttpOnly auth-token cookie travels with them, so the page never handles
 * the token itself. fetch, not the server's HTTP client (axios, 21 KB gz): the signed-in header and the member forms
 * call this on every member page (docs/decisions/045). Same contract as `createApiClient` (lib/api/client): a failed
 * answer is returned, never thrown; a 401 ends the session in the browser; unexpected failures are reported.
 */
export function browserApi(locale: Locale) {
  return {
    request: <T>(request: TRequest) => send<T>(locale, request),
    get: <T>(url: string, options: { params?: unknown } = {}) => send<T>(locale, { method: 'get', url, params: options.params }),
    put: <T>(url: string, data?: unknown) => send<T>(locale, { method: 'put', url, data }),
  }
}
