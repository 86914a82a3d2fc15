import { discover } from './discovery'
import type { TProviderConfig } from './providers'

/**
 * Spec section 7 login-linkedin (code, redirectUri): the API redeems the authorization code itself, with
 * our client secret (and the PKCE verifier when the flow used one), and answers the ID token the provider
 * returns with it. The caller still has it verified like any other.
 */
export async function exchangeCode(provider: TProviderConfig, code: string, redirectUri: string, codeVerifier?: string): Promise<string | null> {
  try {
    const { token_endpoint } = await discover(provider.issuer)
    const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri })
    if (codeVerifier) body.set('code_verifier', codeVerifier)
    const basic = Buffer.from(`${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`).toString('base64')
    const response = await fetch(token_endpoint, { method: 'POST', body, headers: { Authorization: `Basic ${basic}` } })
    if (!response.ok) return null
    return ((await response.json()) as { id_token?: string }).id_token ?? null
  } catch {
    return null
  }
}
