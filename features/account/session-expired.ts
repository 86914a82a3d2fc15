import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'

/** Through session-expired (which drops the stale cookies) to login, with the way back to `redirect`, a path. */
export function sessionExpiredHref(locale: Locale, redirect: string): string {
  const query = new URLSearchParams({ redirect, login: buildPath('/login', locale) })
  return `/api/user/account/session-expired?${query}`
}
