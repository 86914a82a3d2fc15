import 'server-only'
import type { Account, Profile, User } from 'next-auth'
import { serverApiBaseUrl } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

type TApiAnswer = { ok: boolean; message: string; setCookies: string[] }

async function post(locale: Locale, path: string, body: unknown): Promise<TApiAnswer> {
  const response = await fetch(`${serverApiBaseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify(body),
    cache: 'no-store',
  })
  const data = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string }
  return { ok: response.status === 200 && !!data.success, message: data.message ?? '', setCookies: response.headers.getSetCookie() }
}

/**
 * Spec section 4, Google sign-in: once the profile is known, check whether the email exists; if it does,
 * login-google with email and token, otherwise register-google with full name, email and token.
 * LinkedIn: login-linkedin with the token. The API checks the token with the provider itself.
 */
export async function finishSocialLogin(locale: Locale, account: Account, profile: Profile | undefined, user: User): Promise<TApiAnswer> {
  const token = account.access_token ?? ''
  if (account.provider === 'linkedin') return post(locale, '/user/account/login-linkedin', { token })
  const email = profile?.email ?? user.email ?? ''
  const check = await fetch(`${serverApiBaseUrl()}/user/account/check-duplicate?userId=${encodeURIComponent(email)}`, { cache: 'no-store' })
  const exists = ((await check.json().catch(() => ({}))) as { data?: { exist?: boolean } }).data?.exist
  return exists
    ? post(locale, '/user/account/login-google', { email, token })
    : post(locale, '/user/account/register-google', { fullName: profile?.name ?? user.name ?? '', email, token })
}
