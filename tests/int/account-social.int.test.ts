import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../backend/services/account/create-session'
import { issueAccountToken } from '../../backend/services/account/issue-account-token'
import { accountMessage } from '../../backend/services/account/messages'
import { socialSignIn } from '../../backend/services/account/social/social-sign-in'
import { PASSWORD, registeredMember, registration, solvedBotCheck } from './account/accounts'
import { call } from './account/http'
import { mailCatcher, tokenFromMail } from './account/mail-catcher'
import { startLocalProvider } from '../oidc/local-provider'
import { obtainTokens } from '../oidc/obtain-token'
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

  it('links an existing verified account with the same address only when the provider verified it; its password stays', async () => {
    const payload = await getTestPayload()
    const member = await registeredMember()
    expect((await socialSignIn(payload, 'linkedin', profile({ email: member.email, emailVerified: false }))).error).toBe('unverifiedEmail')
    const linked = await socialSignIn(payload, 'linkedin', profile({ email: member.email }))
    expect(linked.user?.id).toBe(member.accountId)
    // The owner proved the mailbox when activating: the password and the session still work.
    expect((await call('POST', 'user/account/login', { body: { email: member.email, password: PASSWORD } })).status).toBe(200)
    expect((await call('GET', 'user/account', { cookie: member.token })).status).toBe(200)
    expect((await socialSignIn(payload, 'linkedin', profile({ email: member.email }))).error).toBe('emailInUse')
  })
})

const CLIENT = { clientId: 'int', clientSecret: 'int-secret', redirectUris: ['http://localhost:3000/api/auth/callback/google'] }
const OTHER_APP = { clientId: 'another-app', clientSecret: 'another-app-secret', redirectUris: ['http://localhost:3999/callback'] }
const asClient = (client: typeof CLIENT) => ({ clientId: client.clientId, clientSecret: client.clientSecret, redirectUri: client.redirectUris[0] })

describe('login-google and register-google against a local OpenID provider', () => {
  let provider: { issuer: string; close: () => Promise<void> }
  beforeAll(async () => {
    provider = await startLocalProvider({ port: 0, name: 'google', emailDomain: 'gmail.example', clients: [CLIENT, OTHER_APP] })
    Object.assign(process.env, { GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_CLIENT_SECRET: CLIENT.clientSecret, GOOGLE_ISSUER: provider.issuer })
  })
  afterAll(async () => {
    for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER']) delete process.env[name]
    await provider.close()
  })

  it('registers, then logs in, with an ID token issued to our client; the email must be the provider’s', async () => {
    const login = unique('sari')
    const { idToken, nonce } = await obtainTokens(provider.issuer, asClient(CLIENT), login)
    const email = `${login}@gmail.example`
    expect((await call('POST', 'user/account/login-google', { body: { email, token: idToken, nonce } })).status).toBe(404)
    const registered = await call<{ profile: { email: string; loginType: string } }>('POST', 'user/account/register-google', {
      body: { fullName: 'Sari Google', email, token: idToken, nonce },
    })
    expect(registered.status).toBe(200)
    expect(registered.body.data?.profile).toMatchObject({ email, loginType: 'google' })
    expect(registered.setCookies.some((line) => line.startsWith('auth-token=') && line.includes('HttpOnly'))).toBe(true)
    expect((await call('POST', 'user/account/login-google', { body: { email, token: idToken, nonce } })).status).toBe(200)
    expect((await call('POST', 'user/account/login-google', { body: { email: 'victim@example.test', token: idToken, nonce } })).status).toBe(401)
  })

  it('refuses a token the provider issued to another app, the access token, and a token without its nonce', async () => {
    const login = unique('korban')
    const email = `${login}@gmail.example`
    const ours = await obtainTokens(provider.issuer, asClient(CLIENT), login)
    // The victim has an account linked to the provider.
    await socialSignIn(await getTestPayload(), 'google', profile({ subject: decodeJwt(ours.idToken).sub, email }), { fullName: 'Korban' })
    // The victim once signed in to another app with the same provider; that app now replays what it got.
    const theirs = await obtainTokens(provider.issuer, asClient(OTHER_APP), login)
    const refused = [
      { token: theirs.idToken, nonce: theirs.nonce },
      { token: theirs.accessToken, nonce: theirs.nonce },
      { token: ours.accessToken, nonce: ours.nonce },
      { token: ours.idToken },
      { token: ours.idToken, nonce: theirs.nonce },
    ]
    for (const proof of refused) {
      const result = await call('POST', 'user/account/login-google', { body: { email, ...proof }, locale: 'en' })
      expect(result.status, JSON.stringify(proof).slice(0, 80)).toBe(401)
      expect(result.body.message).toBe(accountMessage('socialFailed', 'en'))
      expect(result.setCookies).toEqual([])
    }
    expect((await call('POST', 'user/account/login-google', { body: { email, token: 'forged-access-token', nonce: 'n' } })).status).toBe(401)
  })

  it('takes an unverified pre-registration over for the provider’s user: the registrant’s password, sessions and mail tokens end', async () => {
    const payload = await getTestPayload()
    const login = unique('calon')
    const email = `${login}@gmail.example`
    await mailCatcher.start()
    // Someone registers the victim's address with a password of their own; the account stays unverified.
    const registered = await call('POST', 'user/account/register', { body: { ...registration({ email, fullName: 'Not The Owner' }), botCheck: await solvedBotCheck() } })
    expect(registered.status).toBe(200)
    const activation = tokenFromMail(await mailCatcher.latestTo(email), /\/masuk\/aktivasi/)
    const [account] = (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs
    await issueAccountToken(payload, account.id, 'reset-password')
    const session = await createSession(payload, account)
    expect((await call('GET', 'user/account', { cookie: session.token })).status).toBe(200)

    const { idToken, nonce } = await obtainTokens(provider.issuer, asClient(CLIENT), login)
    const signedIn = await call<{ profile: { accountId: number; loginType: string; fullName: string } }>('POST', 'user/account/login-google', {
      body: { email, token: idToken, nonce },
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.data?.profile.accountId).toBe(account.id)

    expect((await call('POST', 'user/account/login', { body: { email, password: PASSWORD } })).status).not.toBe(200)
    expect((await call('GET', 'user/account', { cookie: session.token })).status).toBe(401)
    expect((await call('POST', 'user/account/validate', { body: { accountId: '', linkVerification: activation } })).status).not.toBe(200)
    const tokens = await payload.find({ collection: 'account-tokens', where: { user: { equals: account.id } }, overrideAccess: true })
    expect(tokens.totalDocs).toBe(0)
    // It is now the provider's account, as if the provider had registered it.
    expect(signedIn.body.data?.profile).toMatchObject({ loginType: 'google' })
    expect(signedIn.body.data?.profile.fullName).not.toBe('Not The Owner')
    const stored = await payload.findByID({ collection: 'users', id: account.id, showHiddenFields: true, overrideAccess: true })
    expect(stored.passwordHash ?? null).toBeNull()
  })

  it('answers not available when the provider is not configured', async () => {
    const result = await call('POST', 'user/account/login-linkedin', { body: { token: 'x' } })
    expect(result.status).toBe(404)
  })
})
