import type { Locale } from '../../lib/i18n/config'

/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong": the server
 * is down or restarting, a connection was cut, the pool could not get a connection in time, or SQLite's file is
 * held by another writer past the busy timeout. Such a call is answered 503 (try again), never 500.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
])

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /cannot connect to postgres/i,
  /Client has encountered a connection error and is not queryable/i,
  /database is locked/i,
]

/** True when the error, or any error it wraps (drizzle and Payload wrap the driver's), is a database outage. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true
  // AggregateError (a failed connect to every address of a host) lists its causes in `errors`.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}

const MESSAGE: Record<Locale, string> = {
  id: 'Layanan sedang tidak tersedia untuk sementara. Silakan coba lagi sebentar lagi.',
  en: 'The service is temporarily unavailable. Please try again shortly.',
}

function unavailableMessage(locale: Locale): string {
  return MESSAGE[locale]
}

const UNEXPECTED: Record<Locale, string> = {
  id: 'Terjadi kesalahan. Silakan coba lagi.',
  en: 'Something went wrong. Please try again.',
}

export function unexpectedErrorMessage(locale: Locale): string {
  return UNEXPECTED[locale]
}

/** The headers of an outage answer: Retry-After tells a client (and a load balancer) when to try again. */
export const UNAVAILABLE_HEADERS = { 'retry-after': '5', 'cache-control': 'no-store' } as const

/**
 * The spec's error envelope (success false, message) with Payload's own `errors` list beside it, so both the
 * site and /admin read it.
 */
export function unavailableBody(locale: Locale) {
  const message = unavailableMessage(locale)
  return { success: false, message, errors: [{ message }] }
}

export function unavailableResponse(locale: Locale): Response {
  return Response.json(unavailableBody(locale), { status: 503, headers: UNAVAILABLE_HEADERS })
}
