'use client'
import Cookies from 'js-cookie'
import { TYPE_TOKEN_COOKIE, USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import type { Locale } from '@/lib/i18n/config'
import { createApiClient } from './client'

/**
 * Browser calls go to the same origin; the HttpOnly auth-token cookie travels with them,
 * so the page never handles the token itself.
 */
export function browserApi(locale: Locale) {
  return createApiClient({
    baseURL: '/api',
    locale,
    fetchOptions: { credentials: 'same-origin' },
    onUnauthorized: () => {
      Cookies.remove(TYPE_TOKEN_COOKIE)
      Cookies.remove(USER_TYPE_COOKIE)
      window.dispatchEvent(new Event('session-expired'))
    },
  })
}
