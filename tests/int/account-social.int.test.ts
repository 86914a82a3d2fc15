import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialSignIn } from '../../backend/services/account/social/social-sign-in'
import { PASSWORD, registeredMember } from './account/accounts'
import { call } from './account/http'
import { startLocalProvider } from '../oidc/local-provider'
import { obtainAccessToken } from '../oidc/obtain-token'
import { getTestPayload, unique } from './setup/payload'

const profile = (overrides: Partial<{ subject: string; email: string; emailVerified: boolean; name: string }> = {}) => ({
  subject: unique('sub'),
  email: `${unique('google')}@example.test`,
  emailVerified: true,
  name: 'Dewi Anggraini',
  ...overrides,
})

describe('linking provider accounts', () => {
  it('registers on request, then finds the account by the subject even after the email changes', async () => {
    const payload = await getTestPayload()
    const first = profile()
    expect((await socialSignIn(payload, 'google', first)).error).toBe('notRegistered')
    const created = await socialSignIn(payload, 'google', first, { fullName: 'Dewi Anggraini' })
    expect(created.user).toMatchObject({ loginType: 'google', isVerified: true, role: 'learner' })
    const stored = await payload.findByID({ collection: 'users', id: created.user!.id, showHiddenFields: true, overrideAccess: true })
    expect(stored.passwordHash ?? null).toBeNull()
    const again = await socialSignIn(payload, 'google', { ...first, email: 'another@example.test' })
    expect(again.user?.id).toBe(created.user?.id)
  })

  it('links an existing account with the same address only when the provider verified it', async () => {
    const payload = await getTestPayload()
    const member = await registeredMember()
    expect((await socialSignIn(payload, 'linkedin', profile({ email: member.email, emailVerified: false }))).error).toBe('unverifiedEmail')
    const linked = await socialSignIn(payload, 'linkedin', profile({ email: member.email }))
    expect(linked.user?.id).toBe(member.accountId)
    // The password still works for the linked account, and another subject cannot take the address.
    expect((await call('POST', 'user/account/login', { body: { email: member.email, password: PASSWORD } })).status).toBe(200)
    expect((await socialSignIn(payload, 'linkedin', profile({ email: member.email }))).error).toBe('emailInUse')
  })
})

const CLIENT = { clientId: 'int', clientSecret: 'int-secret', redirectUris: ['http://localhost:3000/api/auth/callback/google'] }
const asClient = { clientId: CLIENT.clientId, clientSecret: CLIENT.clientSecret, redirectUri: CLIENT.redirectUris[0] }

describe('login-google and register-google against a local OpenID provider', () => {
  let provider: { issuer: string; close: () => Promise<void> }
  beforeAll(async () => {
    provider = await startLocalProvider({ port: 0, name: 'google', emailDomain: 'gmail.example', clients: [CLIENT] })
    Object.assign(process.env, { GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_CLIENT_SECRET: CLIENT.clientSecret, GOOGLE_ISSUER: provider.issuer })
  })
  afterAll(async () => {
    for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER']) delete process.env[name]
    await provider.close()
  })

  it('registers, then logs in, with a token the provider issued; the email must be the provider’s', async () => {
    const login = unique('sari')
    const token = await obtainAccessToken(provider.issuer, asClient, login)
    const email = `${login}@gmail.example`
    expect((await call('POST', 'user/account/login-google', { body: { email, token } })).status).toBe(404)
    const registered = await call<{ profile: { email: string; loginType: string } }>('POST', 'user/account/register-google', {
      body: { fullName: 'Sari Google', email, token },
    })
    expect(registered.status).toBe(200)
    expect(registered.body.data?.profile).toMatchObject({ email, loginType: 'google' })
    expect(registered.setCookies.some((line) => line.startsWith('auth-token=') && line.includes('HttpOnly'))).toBe(true)
    expect((await call('POST', 'user/account/login-google', { body: { email, token } })).status).toBe(200)
    expect((await call('POST', 'user/account/login-google', { body: { email: 'victim@example.test', token } })).status).toBe(401)
  })

  it('refuses a token the provider does not know', async () => {
    const result = await call('POST', 'user/account/login-google', { body: { email: 'someone@gmail.example', token: 'forged-access-token' } })
    expect(result.status).toBe(401)
    expect(result.setCookies).toEqual([])
  })

  it('answers not available when the provider is not configured', async () => {
    const result = await call('POST', 'user/account/login-linkedin', { body: { token: 'x' } })
    expect(result.status).toBe(404)
  })
})
