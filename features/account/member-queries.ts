import 'server-only'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import type { TProfile } from '@/backend/services/account/to-profile'
import type { TNotificationList } from '@/backend/services/notifications/list-notifications'
import { AUTH_TOKEN_COOKIE, TYPE_TOKEN_COOKIE } from '@/lib/auth/cookies'
import { createApiClient, dataOf, type TApiEnvelope } from '@/lib/api/client'
import { serverApiBaseUrl } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import type { TNotificationPreferences } from '@/lib/contracts/notifications/preferences'
import { DATA_EXPORT_PATH, type TDataExportStatus } from '@/lib/contracts/account/data-export'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { buildPath } from '@/lib/i18n/resolve-path'
import { sessionExpiredHref } from './session-expired'

/**
 * The API as the signed-in member, from a server component: the HttpOnly cookie's token goes in the
 * Authorization header (spec section 6). Never cached: the answer is this member's.
 */
export async function memberApi(locale: Locale, { throwWhenUnavailable = false } = {}) {
  const jar = await cookies()
  const token = jar.get(AUTH_TOKEN_COOKIE)?.value
  return createApiClient({
    baseURL: serverApiBaseUrl(),
    locale,
    token: token ? { type: jar.get(TYPE_TOKEN_COOKIE)?.value || 'Bearer', value: token } : undefined,
    fetchOptions: { cache: 'no-store' },
    throwWhenUnavailable,
  })
}

/**
 * Spec section 7: account data is loaded on the server render when the cookie is present. The page's own
 * check (STYLE.md: never the layout alone): without a live session the browser goes through
 * session-expired, which drops the stale cookies and continues to login with the way back. An API that cannot
 * answer (a database outage: 503) is thrown to the error page instead: the session may be fine, and sending the
 * member through session-expired would sign them out.
 */
export async function requireMember(locale: Locale, route: AppPathname, params: Record<string, string> = {}): Promise<TProfile> {
  const response = await (await memberApi(locale, { throwWhenUnavailable: true })).get<TApiEnvelope<TProfile>>('/user/account')
  const profile = dataOf(response)
  if (profile) return profile
  sessionExpired(locale, route, params)
}

/** To login through session-expired (which drops the stale cookies), with the way back to this page. */
export function sessionExpired(locale: Locale, route: AppPathname, params: Record<string, string> = {}): never {
  redirect(sessionExpiredHref(locale, buildPath(route, locale, params)))
}

export async function fetchNotifications(locale: Locale): Promise<TNotificationList | null> {
  return dataOf(await (await memberApi(locale)).get<TApiEnvelope<TNotificationList>>('/user/notification'))
}

export async function fetchNotificationPreferences(locale: Locale): Promise<TNotificationPreferences | null> {
  return dataOf(await (await memberApi(locale)).get<TApiEnvelope<TNotificationPreferences>>('/user/notification-preferences'))
}

/** The member's latest personal data export request; undefined when the call failed (null: never asked). */
export async function fetchDataExportStatus(locale: Locale): Promise<TDataExportStatus | null | undefined> {
  const response = await (await memberApi(locale)).get<TApiEnvelope<TDataExportStatus | null>>(DATA_EXPORT_PATH)
  return response.status === 200 && response.data?.success ? (response.data.data ?? null) : undefined
}
