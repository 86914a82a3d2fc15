import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../backend/services/account/constants'
import { BROWSER_ADDRESS_HEADER, vouchForBrowserAddress } from '../../backend/services/account/social/browser-address'
import { freshIp } from './account/http'
import { loadTestConfig } from './setup/config'
import { REST_POST } from '@payloadcms/next/routes'

/**
 * next-auth's callback calls the social sign-in API from the site's own server, so every browser's sign-in
 * arrives from one address. The API counts them by the browser's address the site vouches for.
 */
describe('social sign-in rate limit', () => {
  beforeAll(() => {
    // A provider that is configured but unreachable: every attempt fails (401) and is still counted.
    Object.assign(process.env, { GOOGLE_CLIENT_ID: 'limits', GOOGLE_CLIENT_SECRET: 'limits-secret', GOOGLE_ISSUER: 'http://127.0.0.1:9' })
  })
  afterAll(() => {
    for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER']) delete process.env[name]
  })

  /** A sign-in attempt as the site's server makes it: from `server`, optionally vouching for a browser. */
  async function attempt(server: string, vouch?: string): Promise<number> {
    const headers = new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': server })
    if (vouch) headers.set(BROWSER_ADDRESS_HEADER, vouch)
    const body = JSON.stringify({ email: 'someone@gmail.example', token: 'not-an-id-token', nonce: 'n' })
    const request = new Request('http://localhost:3000/api/user/account/login-google', { method: 'POST', headers, body })
    const response = await REST_POST(loadTestConfig())(request, { params: Promise.resolve({ slug: ['user', 'account', 'login-google'] }) })
    return response.status
  }
  const exhaust = async (server: string, vouch: () => string | undefined) => {
    for (let count = 0; count < RATE_LIMITS.login.limit; count++) expect(await attempt(server, vouch())).toBe(401)
  }

  it('counts each browser by its own address although all calls come from the site’s server', async () => {
    const server = freshIp()
    const [first, second] = [freshIp(), freshIp()]
    await exhaust(server, () => vouchForBrowserAddress(first))
    expect(await attempt(server, vouchForBrowserAddress(first))).toBe(429)
    // Another browser, through the same server, has its own bucket; so has the server's own address.
    expect(await attempt(server, vouchForBrowserAddress(second))).toBe(401)
    expect(await attempt(server)).toBe(401)
  })

  it('ignores a vouching it cannot verify (forged, altered or expired): the caller is counted by its own address', async () => {
    const caller = freshIp()
    const victim = freshIp()
    const genuine = vouchForBrowserAddress(victim)
    const forgeries = [
      () => `${freshIp()};${Date.now() + 60_000};${Buffer.alloc(32).toString('base64url')}`,
      () => genuine.replace(victim, freshIp()),
      () => vouchForBrowserAddress(freshIp(), Date.now() - 120_000),
    ]
    let turn = 0
    await exhaust(caller, () => forgeries[turn++ % forgeries.length]())
    expect(await attempt(caller, forgeries[0]())).toBe(429)
    // The addresses the caller named were never counted.
    expect(await attempt(caller, genuine)).toBe(401)
  })
})
