'use client'
import type { Locale } from '@/lib/i18n/config'
import { reportError } from '@/lib/observability/report-error'
import type { TApiEnvelope } from './client'

const UNREPORTED_STATUSES = new Set([400, 401, 403, 404, 409, 422, 429])

/**
 * A GET of a public list from the browser (the registration form's choice lists and bot check) with fetch, not the
 * HTTP client: those calls run as the form mounts, and axios is 21 KB gz that the sign-up page would otherwise
 * download for them (docs/decisions/045). The same contract as `dataOf(browserApi(locale).get(...))`: the data of a
 * successful answer, else null; failures other than the expected answers are reported.
 */
export async function browserGet<T>(locale: Locale, path: string, params: Record<string, string | number | null | undefined> = {}): Promise<T | null> {
  const url = new URL(`/api${path}`, window.location.origin)
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined) url.searchParams.set(key, String(value))
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { 'Accept-Language': locale }, signal: AbortSignal.timeout(15_000) })
    if (response.status !== 200) {
      if (!UNREPORTED_STATUSES.has(response.status)) reportError(new Error(`GET ${path} answered ${response.status}`), { url: path, status: response.status })
      return null
    }
    const body = (await response.json()) as TApiEnvelope<T>
    return body?.success ? (body.data ?? null) : null
  } catch (error) {
    reportError(error, { url: path, kind: 'network' })
    return null
  }
}
