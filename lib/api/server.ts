import 'server-only'
import type { Locale } from '@/lib/i18n/config'
import { createApiClient } from './client'

/** Where server components reach the institute API: API_BASE_URL, else this app's own /api. */
export function serverApiBaseUrl(): string {
  return process.env.API_BASE_URL || `http://127.0.0.1:${process.env.PORT || 3000}/api`
}

/**
 * For public, cacheable content: sends no cookies, tagged so CMS changes can revalidate it. An unavailable API is
 * thrown, so the render fails (the error page, and ISR keeps the last good page) instead of caching an empty one.
 */
export function publicApi(locale: Locale, tags: string[] = [], revalidate = 300) {
  return createApiClient({
    baseURL: serverApiBaseUrl(),
    locale,
    fetchOptions: { next: { revalidate, tags } },
    throwWhenUnavailable: true,
  })
}
