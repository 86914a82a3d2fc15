import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'
import { drizzleTable } from '../../backend/lib/flat-rows'
import { SESSION_TOUCH_EVERY_MS, sessionIdleMs } from '../../backend/services/account/constants'
import { digestToken } from '../../backend/services/account/secret-token'
import { PASSWORD, registeredMember, signIn } from './account/accounts'
import { call, ORIGIN } from './account/http'
import { mailCatcher } from './account/mail-catcher'
import { loadTestConfig } from './setup/config'
import { getTestPayload, unique } from './setup/payload'

const NEW_PASSWORD = 'Bendungan-2027#'

beforeAll(() => mailCatcher.start())

/** The stored session row of a raw token, read straight from its table. */
async function sessionRow(token: string) {
  const payload = await getTestPayload()
  const { db, table, ops } = await drizzleTable(payload, 'sessions')
  const [row] = await db.select().from(table).where(ops.eq(table.tokenHash as never, digestToken(token)))
  return row as { id: number; updatedAt: string; expiresAt: string } | undefined
}

/** Sets a session's last use (updatedAt) or absolute expiry, as if time had passed. */
async function ageSession(token: string, values: { lastUsedMsAgo?: number; expiresAt?: Date }) {
  const payload = await getTestPayload()
  const { db, table, ops } = await drizzleTable(payload, 'sessions')
  const set: Record<string, string> = {}
  if (values.lastUsedMsAgo !== undefined) set.updatedAt = new Date(Date.now() - values.lastUsedMsAgo).toISOString()
  if (values.expiresAt) set.expiresAt = values.expiresAt.toISOString()
  await db.update(table).set(set).where(ops.eq(table.tokenHash as never, digestToken(token)))
}

const accountStatus = async (token: string) => (await call('GET', 'user/account', { cookie: token })).status

/** Payload's own REST (what /admin calls), authenticated by a Payload JWT as the admin UI is. */
async function payloadRest(method: 'PATCH' | 'POST', path: string, body: unknown, jwt?: string) {
  const headers = new Headers({ host: 'localhost:3000', origin: ORIGIN, 'content-type': 'application/json' })
  if (jwt) headers.set('authorization', `JWT ${jwt}`)
  const request = new Request(`${ORIGIN}/api/${path}`, { method, headers, body: JSON.stringify(body) })
  const handler = (method === 'PATCH' ? REST_PATCH : REST_POST)(loadTestConfig())
  const response = await handler(request, { params: Promise.resolve({ slug: path.split('/') }) })
  return { status: response.status, body: (await response.json()) as { token?: string; message?: string } }
}

/** The account a Payload JWT stands for on GET /api/users/me (null once its session is gone). */
async function meByJwt(jwt: string): Promise<{ email?: string } | null> {
  const headers = new Headers({ host: 'localhost:3000', authorization: `JWT ${jwt}` })
  const response = await REST_GET(loadTestConfig())(new Request(`${ORIGIN}/api/users/me`, { headers }), { params: Promise.resolve({ slug: ['users', 'me'] }) })
  return ((await response.json()) as { user: { email?: string } | null }).user
}

async function staffAccount(): Promise<string> {
  const payload = await getTestPayload()
  const email = `${unique('admin')}@example.test`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, fullName: 'Admin Sesi', role: 'admin' }, overrideAccess: true })
  return email
}

async function adminJwt(): Promise<string> {
  const email = await staffAccount()
  const login = await payloadRest('POST', 'users/login', { email, password: PASSWORD })
  expect(login.status).toBe(200)
  return login.body.token!
}

describe('idle timeout of portal sessions', () => {
  it('ends a session unused for longer than SESSION_IDLE_MINUTES, though its absolute lifetime has not run out', async () => {
    const member = await registeredMember()
    await ageSession(member.token, { lastUsedMsAgo: sessionIdleMs() + 60_000 })
    expect(await accountStatus(member.token)).toBe(401)
    expect(await sessionRow(member.token)).toBeUndefined()
  })

  it('slides with use, writing the last use at most once a minute', async () => {
    const member = await registeredMember()
    await ageSession(member.token, { lastUsedMsAgo: sessionIdleMs() - 60_000 })
    expect(await accountStatus(member.token)).toBe(200)
    const touched = new Date((await sessionRow(member.token))!.updatedAt).getTime()
    expect(Date.now() - touched).toBeLessThan(10_000)
    // Used again within the minute: no write.
    await ageSession(member.token, { lastUsedMsAgo: SESSION_TOUCH_EVERY_MS / 2 })
    const before = (await sessionRow(member.token))!.updatedAt
    expect(await accountStatus(member.token)).toBe(200)
    expect((await sessionRow(member.token))!.updatedAt).toBe(before)
  })

  it('keeps the absolute lifetime: a session in use still ends when it expires', async () => {
    const member = await registeredMember()
    await ageSession(member.token, { lastUsedMsAgo: 0, expiresAt: new Date(Date.now() - 1000) })
    expect(await accountStatus(member.token)).toBe(401)
  })
})

describe('a new email or password ends the portal sessions, whichever path changes it', () => {
  it("the portal's email change ends the other sessions and keeps the one that made it", async () => {
    const member = await registeredMember()
    const other = await signIn(member.email, PASSWORD)
    const email = `${unique('pindah')}@example.test`
    expect((await call('POST', 'otp/request', { cookie: member.token, body: { email } })).status).toBe(200)
    const otp = (await mailCatcher.latestTo(email)).text.match(/\b(\d{6})\b/)![1]
    expect((await call('PUT', 'user/account/email', { cookie: member.token, body: { email, otp } })).status).toBe(200)
    expect(await accountStatus(member.token)).toBe(200)
    expect(await accountStatus(other.token)).toBe(401)
  })

  it("an admin's password change through Payload's REST (the /admin form) ends every session", async () => {
    const member = await registeredMember()
    const updated = await payloadRest('PATCH', `users/${member.accountId}`, { password: NEW_PASSWORD }, await adminJwt())
    expect(updated.status).toBe(200)
    expect(await accountStatus(member.token)).toBe(401)
    await signIn(member.email, NEW_PASSWORD)
  })

  it("an admin's email change through Payload's REST ends every session", async () => {
    const member = await registeredMember()
    const updated = await payloadRest('PATCH', `users/${member.accountId}`, { email: `${unique('admin-ganti')}@example.test` }, await adminJwt())
    expect(updated.status).toBe(200)
    expect(await accountStatus(member.token)).toBe(401)
  })

  it("Payload's own forgot/reset password ends every session, and the old portal password stops working", async () => {
    const payload = await getTestPayload()
    const email = `${unique('staf')}@example.test`
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, fullName: 'Dosen Sesi', role: 'lecturer' }, overrideAccess: true })
    const session = await signIn(email, PASSWORD)
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    expect((await payloadRest('POST', 'users/reset-password', { token, password: NEW_PASSWORD })).status).toBe(200)
    expect(await accountStatus(session.token)).toBe(401)
    expect((await call('POST', 'user/account/login', { body: { email, password: PASSWORD } })).status).toBe(401)
    await signIn(email, NEW_PASSWORD)
  })

  it('a profile edit that changes neither leaves the sessions alone', async () => {
    const member = await registeredMember()
    const payload = await getTestPayload()
    await payload.update({ collection: 'users', id: member.accountId, data: { company: 'PT Jalan Tol' }, overrideAccess: true })
    expect(await accountStatus(member.token)).toBe(200)
  })
})

describe('/admin sign-ins of one account at once', () => {
  // Payload's sign-in reads the account's session list, hashes the password, then writes the list back with its
  // own session added: three at once used to keep one session, and the other tokens answered as no one.
  it('keeps every session, so the token of each sign-in is signed in', async () => {
    const email = await staffAccount()
    const logins = await Promise.all([1, 2, 3].map(() => payloadRest('POST', 'users/login', { email, password: PASSWORD })))
    expect(logins.map((login) => login.status)).toEqual([200, 200, 200])
    const accounts = await Promise.all(logins.map((login) => meByJwt(login.body.token!)))
    expect(accounts.map((account) => account?.email)).toEqual([email, email, email])
  })

  it('keeps the sessions of sign-ins when one signs out at the same moment', async () => {
    const email = await staffAccount()
    const first = (await payloadRest('POST', 'users/login', { email, password: PASSWORD })).body.token!
    const [out, ...logins] = await Promise.all([
      payloadRest('POST', 'users/logout', {}, first),
      payloadRest('POST', 'users/login', { email, password: PASSWORD }),
      payloadRest('POST', 'users/login', { email, password: PASSWORD }),
    ])
    expect(out.status).toBe(200)
    expect(await meByJwt(first)).toBeNull()
    const accounts = await Promise.all(logins.map((login) => meByJwt(login.body.token!)))
    expect(accounts.map((account) => account?.email)).toEqual([email, email])
  })
})

describe('Secure session cookies behind a TLS-terminating proxy', () => {
  const login = (headers: Record<string, string> = {}) => registeredMember().then(({ email }) => call('POST', 'user/account/login', { body: { email, password: PASSWORD }, headers }))

  it('are Secure when the request came over https (X-Forwarded-Proto from the proxy), though SERVER_URL is http', async () => {
    const { setCookies } = await login({ 'x-forwarded-proto': 'https' })
    expect(setCookies).toHaveLength(3)
    for (const line of setCookies) expect(line).toMatch(/; Secure/)
  })

  it('are not Secure over plain http with an http SERVER_URL (a developer machine)', async () => {
    const { setCookies } = await login({ 'x-forwarded-proto': 'http' })
    for (const line of setCookies) expect(line).not.toMatch(/Secure/)
  })
})
