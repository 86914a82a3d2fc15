import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export type TLocalClient = { clientId: string; clientSecret: string; redirectUris: string[] }

/**
 * A real OpenID provider (panva's oidc-provider) on this machine, standing in for Google or LinkedIn in
 * the tests. Its development login page accepts any user name; the account's email is
 * `<name>@<emailDomain>`, verified.
 */
export async function startLocalProvider(options: { port: number; name: string; emailDomain: string; clients: TLocalClient[] }) {
  // Listening first lets port 0 pick a free port; the issuer needs the real one.
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(options.port, resolve))
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google and LinkedIn, put the email and name in the ID token too, not only behind userinfo.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: `${options.name}-${id}`,
        email: `${id}@${options.emailDomain}`,
        email_verified: true,
        name: id.replace(/[-_.]/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()),
      }),
    }),
    features: { devInteractions: { enabled: true } },
    // The tests' clients are confidential and still use PKCE, as next-auth does.
    pkce: { required: () => true },
    cookies: { keys: ['local-oidc-provider-test-key'] },
  })
  server.on('request', provider.callback())
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
