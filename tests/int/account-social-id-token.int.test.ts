import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountMessage } from '../../backend/services/account/messages'
import { call } from './account/http'
import { startForgedIssuer } from '../oidc/forged-issuer'
import { unique } from './setup/payload'

const CLIENT_ID = 'int-forged'
type TIssuer = Awaited<ReturnType<typeof startForgedIssuer>>

/**
 * Each property of the ID token the API must check, one at a time: the issuer here holds the provider's
 * signing key, so a token that fails is refused for exactly the property the test broke.
 */
describe('social sign-in verifies the ID token for our client', () => {
  let issuer: TIssuer
  beforeAll(async () => {
    issuer = await startForgedIssuer(CLIENT_ID)
    Object.assign(process.env, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'unused', GOOGLE_ISSUER: issuer.issuer })
  })
  afterAll(async () => {
    for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER']) delete process.env[name]
    await issuer.close()
  })

  const register = (email: string, token: string, nonce: string) =>
    call('POST', 'user/account/register-google', { body: { fullName: 'Uji Token', email, token, nonce }, locale: 'en' })

  it('accepts a token signed by the provider for our client with its nonce (the forged issuer works)', async () => {
    const email = `${unique('valid')}@gmail.example`
    expect((await register(email, await issuer.sign(email, 'nonce-1'), 'nonce-1')).status).toBe(200)
  })

  const past = () => Math.floor(Date.now() / 1000) - 3600
  const refusals: [string, (email: string) => Promise<string>][] = [
    ['another audience', (email) => issuer.sign(email, 'n', { claims: { aud: 'another-app' } })],
    ['several audiences, another app authorised', (email) => issuer.sign(email, 'n', { claims: { aud: [CLIENT_ID, 'another-app'], azp: 'another-app' } })],
    ['expired', (email) => issuer.sign(email, 'n', { claims: { iat: past() - 600, exp: past() } })],
    ['another issuer', (email) => issuer.sign(email, 'n', { claims: { iss: 'https://issuer.evil.example' } })],
    ['another nonce', (email) => issuer.sign(email, 'another-nonce')],
    ['no nonce', (email) => issuer.sign(email, 'n', { omit: ['nonce'] })],
    ['no expiry', (email) => issuer.sign(email, 'n', { omit: ['exp'] })],
    ['a JWT access token', (email) => issuer.sign(email, 'n', { typ: 'at+jwt' })],
    ['signed by another key under the provider’s key id', (email) => issuer.sign(email, 'n', { key: 'stranger' })],
    ['unsigned (alg none)', async (email) => issuer.unsigned(email, 'n')],
  ]
  for (const [what, make] of refusals) {
    it(`refuses a token: ${what}`, async () => {
      const email = `${unique('refused')}@gmail.example`
      const result = await register(email, await make(email), 'n')
      expect(result.status).toBe(401)
      expect(result.body.message).toBe(accountMessage('socialFailed', 'en'))
      expect(result.setCookies).toEqual([])
    })
  }
})
