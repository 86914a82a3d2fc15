import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'

type TForgeOptions = { claims?: JWTPayload; omit?: string[]; typ?: string; key?: 'provider' | 'stranger' }

/**
 * An OpenID issuer whose signing key the test holds: it publishes a discovery document and a JWKS, and
 * `sign` makes ID tokens with any claims (expired, another issuer, another nonce) or signed by a
 * stranger's key under the provider's key id, to prove the API checks each property. The happy path is
 * tested against the real local provider (local-provider.ts).
 */
export async function startForgedIssuer(clientId: string) {
  const [provider, stranger] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')])
  const publicJwk = { ...(await exportJWK(provider.publicKey)), kid: 'provider-key', alg: 'RS256', use: 'sig' }
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, resolve))
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`
  server.on('request', (request, response) => {
    const body =
      request.url === '/.well-known/openid-configuration'
        ? { issuer, jwks_uri: `${issuer}/jwks`, token_endpoint: `${issuer}/token`, authorization_endpoint: `${issuer}/auth` }
        : request.url === '/jwks'
          ? { keys: [publicJwk] }
          : null
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body ?? {}))
  })

  const now = () => Math.floor(Date.now() / 1000)
  /** An ID token for `email` with the given overrides; by default a valid one for `clientId`. */
  async function sign(email: string, nonce: string, options: TForgeOptions = {}): Promise<string> {
    const claims: JWTPayload = { iss: issuer, aud: clientId, sub: `forged-${email}`, email, email_verified: true, name: 'Forged Name', nonce, iat: now(), exp: now() + 600, ...options.claims }
    for (const name of options.omit ?? []) delete claims[name]
    const key = options.key === 'stranger' ? stranger.privateKey : provider.privateKey
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'provider-key', ...(options.typ ? { typ: options.typ } : {}) }).sign(key)
  }

  /** The same claims with `alg: none` and no signature. */
  function unsigned(email: string, nonce: string): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const claims = { iss: issuer, aud: clientId, sub: `forged-${email}`, email, email_verified: true, nonce, iat: now(), exp: now() + 600 }
    return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`
  }

  return { issuer, sign, unsigned, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
