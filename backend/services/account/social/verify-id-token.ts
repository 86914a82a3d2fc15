import { jwtVerify } from 'jose'
import { discover, providerKeys } from './discovery'
import type { TProviderConfig } from './providers'

export type TProviderProfile = { subject: string; email: string; emailVerified: boolean; name: string }

// Provider ID tokens are signed with the provider's private key; a shared-secret (HS*) or unsigned token
// could be made by anyone holding the client secret or nobody at all.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']
// Google documents both spellings of its issuer in ID tokens.
const EXTRA_ISSUERS: Partial<Record<TProviderConfig['id'], string[]>> = { google: ['accounts.google.com'] }
const CLOCK_TOLERANCE_S = 30

type TClaims = { sub?: string; email?: string; email_verified?: boolean | string; name?: string; nonce?: string; azp?: string; aud?: string | string[] }

/**
 * Who an ID token says signed in, only when the token proves it was issued to OUR client: signed by a key
 * of the provider's JWKS (from its discovery document), issued by the provider, audience our client id
 * (and authorised party ours when there are several audiences), not expired, and carrying the nonce of
 * the sign-in it answers. `nonce: null` is for a token the API redeemed itself from a code, whose
 * binding is the code and PKCE verifier. Access tokens (opaque or JWT) fail these checks.
 */
export async function verifyIdToken(provider: TProviderConfig, idToken: string, nonce: string | null): Promise<TProviderProfile | null> {
  try {
    const discovery = await discover(provider.issuer)
    const { payload, protectedHeader } = await jwtVerify<TClaims>(idToken, providerKeys(discovery.jwks_uri), {
      issuer: [discovery.issuer, ...(EXTRA_ISSUERS[provider.id] ?? [])],
      audience: provider.clientId,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_S,
    })
    // RFC 9068 access tokens are JWTs too; their type says so.
    if (protectedHeader.typ && /at\+jwt$/i.test(protectedHeader.typ)) return null
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud]
    if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== provider.clientId) return null
    if (nonce !== null && (!payload.nonce || payload.nonce !== nonce)) return null
    if (!payload.sub || !payload.email) return null
    return {
      subject: payload.sub,
      email: payload.email.trim().toLowerCase(),
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: payload.name?.trim() || payload.email.split('@')[0],
    }
  } catch {
    // A bad signature, claim or key, or an unreachable provider: no sign-in either way.
    return null
  }
}
