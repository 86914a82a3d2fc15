import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios'
import { defaultLocale, type Locale } from '@/lib/i18n/config'
import { reportError } from '@/lib/observability/report-error'

export type TApiEnvelope<T> = { success: boolean; message: string; data?: T }

export type TApiClientOptions = {
  baseURL: string
  locale?: Locale
  /** Spec section 6: `Authorization: <type-token> <auth-token>` when both are known. */
  token?: { type: string; value: string }
  /** Called on 401 (spec section 8: a 401 logs the user out). */
  onUnauthorized?: () => void
  /** Use fetch so Next.js can cache and tag server-side calls. */
  fetchOptions?: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } }
  /**
   * Throw `ApiUnavailableError` instead of returning a failure when the API cannot answer (no answer, or 5xx):
   * for cached page renders, where a returned failure would be rendered as "no content" (or a 404) and kept by
   * ISR and the page cache after the API is back (a database outage, docs/decisions/023).
   */
  throwWhenUnavailable?: boolean
}

/** The API did not answer or answered 5xx; thrown only for clients made with `throwWhenUnavailable`. */
export class ApiUnavailableError extends Error {
  constructor(
    readonly status: number,
    url: string | undefined,
  ) {
    super(`The institute API is unavailable (${status || 'no answer'}) for ${url ?? 'a call'}`)
    this.name = 'ApiUnavailableError'
  }
}

// Answers the pages expect and show (bad input, signed out, refused, an unknown id or a stale link, a conflict, too
// many tries) are not errors of the site; anything else is reported.
const UNREPORTED_STATUSES = new Set([400, 401, 403, 404, 409, 422, 429])

/**
 * The one way the site calls the institute API. Failed responses are returned to the caller,
 * never thrown: callers act on status 200 only (spec section 8); only an unavailable API is thrown, and only
 * for clients that ask for it (`throwWhenUnavailable`).
 */
export function createApiClient(options: TApiClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: 15_000,
    adapter: 'fetch',
    fetchOptions: options.fetchOptions,
    headers: {
      'Accept-Language': options.locale ?? defaultLocale,
      ...(options.token ? { Authorization: `${options.token.type} ${options.token.value}` } : {}),
    },
  })

  instance.interceptors.response.use(undefined, (error: AxiosError) => handleFailure(error, options))
  return instance
}

function handleFailure(error: AxiosError, options: TApiClientOptions): AxiosResponse {
  const response = error.response
  if (options.throwWhenUnavailable && (!response || response.status >= 500)) {
    reportError(error, { url: error.config?.url, status: response?.status, kind: 'unavailable' })
    throw new ApiUnavailableError(response?.status ?? 0, error.config?.url)
  }
  if (!response) {
    reportError(error, { url: error.config?.url, kind: 'network' })
    return {
      status: 0,
      statusText: 'Network Error',
      data: { success: false, message: error.message },
      headers: {},
      config: error.config!,
    } as AxiosResponse
  }
  if (response.status === 401) options.onUnauthorized?.()
  if (!UNREPORTED_STATUSES.has(response.status)) {
    reportError(error, { url: error.config?.url, status: response.status })
  }
  return response
}

/** The data of a 200 envelope, or null for any failure. */
export function dataOf<T>(response: AxiosResponse<TApiEnvelope<T>>): T | null {
  return response.status === 200 && response.data?.success ? (response.data.data ?? null) : null
}
