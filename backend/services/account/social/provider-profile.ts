import type { TProviderConfig } from './providers'

export type TProviderProfile = { subject: string; email: string; emailVerified: boolean; name: string }
type TDiscovery = { userinfo_endpoint: string; token_endpoint: string }

const discoveries = new Map<string, Promise<TDiscovery>>()

/** The provider's OpenID configuration, fetched once per issuer. */
export function discover(issuer: string): Promise<TDiscovery> {
  let found = discoveries.get(issuer)
  if (!found) {
    found = fetch(`${issuer}/.well-known/openid-configuration`).then(async (response) => {
      if (!response.ok) throw new Error(`discovery ${response.status}`)
      return (await response.json()) as TDiscovery
    })
    found.catch(() => discoveries.delete(issuer))
    discoveries.set(issuer, found)
  }
  return found
}

/**
 * Who an access token belongs to, asked of the provider itself (its userinfo endpoint): the API never
 * trusts a subject or email the browser sends.
 */
export async function fetchProviderProfile(provider: TProviderConfig, accessToken: string): Promise<TProviderProfile | null> {
  try {
    const { userinfo_endpoint } = await discover(provider.issuer)
    const response = await fetch(userinfo_endpoint, { headers: { Authorization: `Bearer ${accessToken}` } })
    if (!response.ok) return null
    const claims = (await response.json()) as { sub?: string; email?: string; email_verified?: boolean | string; name?: string }
    if (!claims.sub || !claims.email) return null
    return {
      subject: claims.sub,
      email: claims.email.trim().toLowerCase(),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: claims.name?.trim() || claims.email.split('@')[0],
    }
  } catch {
    return null
  }
}

/** Spec section 7 login-linkedin (code, redirectUri): the API redeems the authorization code itself. */
export async function exchangeCode(provider: TProviderConfig, code: string, redirectUri: string, codeVerifier?: string): Promise<string | null> {
  try {
    const { token_endpoint } = await discover(provider.issuer)
    const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri })
    if (codeVerifier) body.set('code_verifier', codeVerifier)
    const basic = Buffer.from(`${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`).toString('base64')
    const response = await fetch(token_endpoint, { method: 'POST', body, headers: { Authorization: `Basic ${basic}` } })
    if (!response.ok) return null
    return ((await response.json()) as { access_token?: string }).access_token ?? null
  } catch {
    return null
  }
}
