import { createRemoteJWKSet } from 'jose'

type TDiscovery = { issuer: string; jwks_uri: string; token_endpoint: string }

const discoveries = new Map<string, Promise<TDiscovery>>()
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

/** The provider's OpenID configuration, fetched once per issuer (a failed fetch is retried next time). */
export function discover(issuer: string): Promise<TDiscovery> {
  let found = discoveries.get(issuer)
  if (!found) {
    found = fetch(`${issuer}/.well-known/openid-configuration`).then(async (response) => {
      if (!response.ok) throw new Error(`discovery ${response.status}`)
      const document = (await response.json()) as Partial<TDiscovery>
      // OpenID Connect Discovery 4.3: the document must name the issuer it was fetched for.
      if (document.issuer?.replace(/\/$/, '') !== issuer || !document.jwks_uri || !document.token_endpoint) throw new Error('discovery: not this issuer')
      return document as TDiscovery
    })
    found.catch(() => discoveries.delete(issuer))
    discoveries.set(issuer, found)
  }
  return found
}

/** The provider's signing keys (jose caches them and refetches on an unknown key id, e.g. after rotation). */
export function providerKeys(jwksUri: string): ReturnType<typeof createRemoteJWKSet> {
  let keys = keySets.get(jwksUri)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri))
    keySets.set(jwksUri, keys)
  }
  return keys
}
