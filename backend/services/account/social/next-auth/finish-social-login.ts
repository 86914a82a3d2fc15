import 'server-only'
import { cookies, headers } from 'next/headers'
import type { Account, Profile, User } from 'next-auth'
import { decode } from 'next-auth/jwt'
import { clientIp } from '../../../../lib/client-ip'
import { BROWSER_ADDRESS_HEADER, vouchForBrowserAddress } from '../browser-address'
import { serverApiBaseUrl } from '../../../../../lib/api/server'
import type { Locale } from '../../../../../lib/i18n/config'
import { nextAuthSecret } from './next-auth-secret'

type TApiAnswer = { ok: boolean; status: number; message: string; setCookies: string[] }

async function post(locale: Locale, path: string, body: unknown, browserAddress: string): Promise<TApiAnswer> {
  const response = await fetch(`${serverApiBaseUrl()}${path}`, {
    method: 'POST',
    // This call leaves from the site's server: the signed header tells the API whose sign-in it is counting.
    headers: { 'content-type': 'application/json', 'accept-language': locale, [BROWSER_ADDRESS_HEADER]: vouchForBrowserAddress(browserAddress) },
    body: JSON.stringify(body),
    cache: 'no-store',
  })
  const data = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string }
  return { ok: response.status === 200 && !!data.success, status: response.status, message: data.message ?? '', setCookies: response.headers.getSetCookie() }
}

/**
 * The nonce next-auth sent with this browser's authorization request, from its encrypted cookie (next-auth
 * clears the cookie on the response it is building, so the request still has it).
 */
async function signInNonce(): Promise<string> {
  const jar = await cookies()
  for (const name of ['__Secure-next-auth.nonce', 'next-auth.nonce']) {
    const token = jar.get(name)?.value
    if (!token) continue
    const value = await decode({ token, secret: nextAuthSecret(), salt: name }).catch(() => null)
    if (typeof value?.value === 'string') return value.value
  }
  return ''
}

/**
 * Spec section 4, Google sign-in: login-google with email and token; for an address not registered yet,
 * register-google with full name, email and token (the API answers which, so no separate "does this
 * email exist" question is asked). LinkedIn: login-linkedin with the token. The token is the provider's ID
 * token for our client with the nonce of this sign-in; the API verifies both (docs/decisions/012).
 */
export async function finishSocialLogin(locale: Locale, account: Account, profile: Profile | undefined, user: User): Promise<TApiAnswer> {
  const proof = { token: account.id_token ?? '', nonce: await signInNonce() }
  const browserAddress = clientIp({ headers: new Headers(await headers()) })
  if (account.provider === 'linkedin') return post(locale, '/user/account/login-linkedin', proof, browserAddress)
  const email = profile?.email ?? user.email ?? ''
  const login = await post(locale, '/user/account/login-google', { email, ...proof }, browserAddress)
  if (login.status !== 404) return login
  return post(locale, '/user/account/register-google', { fullName: profile?.name ?? user.name ?? '', email, ...proof }, browserAddress)
}
