import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_FAILED_LOGINS, RATE_LIMITS } from '../../backend/services/account/constants'
import { PASSWORD, registeredMember } from './account/accounts'
import { call, cookieValue, freshIp } from './account/http'

let member: Awaited<ReturnType<typeof registeredMember>>

beforeAll(async () => {
  member = await registeredMember()
})

const login = (email: string, password: string, ip?: string) => call('POST', 'user/account/login', { body: { email, password }, ip })

describe('POST /user/account/login', () => {
  it('answers profile and auth and sets the spec cookies, auth-token HttpOnly and Lax, expiring with the session', async () => {
    const result = await login(member.email, PASSWORD)
    expect(result.status).toBe(200)
    const data = result.body.data as { profile: { email: string; type: string; loginType: string }; auth: { tokenType: string; expiredDate: string } }
    expect(data.profile).toMatchObject({ email: member.email, type: 'learner', loginType: 'default' })
    expect(data.auth.tokenType).toBe('Bearer')
    expect(JSON.stringify(result.body)).not.toContain(cookieValue(result.setCookies, 'auth-token')!)
    const expires = new Date(data.auth.expiredDate).toUTCString()
    const auth = result.setCookies.find((line) => line.startsWith('auth-token='))!
    expect(auth).toMatch(/HttpOnly/)
    expect(auth).toMatch(/SameSite=Lax/)
    expect(auth).toContain(`Expires=${expires}`)
    expect(cookieValue(result.setCookies, 'type-token')).toBe('Bearer')
    expect(cookieValue(result.setCookies, 'user-type')).toBe('learner')
    expect(result.setCookies.find((line) => line.startsWith('user-type='))).not.toMatch(/HttpOnly/)
    expect(result.headers.get('cache-control')).toBe('private, no-store')
  })

  it('gives an unknown email and a wrong password the same answer', async () => {
    const unknown = await login('nobody-here@example.test', PASSWORD)
    const wrong = await login(member.email, 'Wrong-Password-1!')
    expect([unknown.status, wrong.status]).toEqual([401, 401])
    expect(unknown.body.message).toBe(wrong.body.message)
  })

  it(`locks an account after ${MAX_FAILED_LOGINS} wrong passwords, even for the right one, and unknown emails alike`, async () => {
    const victim = await registeredMember()
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await login(victim.email, `Wrong-${i}-Pass!`)).status).toBe(401)
    const locked = await login(victim.email, PASSWORD)
    expect(locked.status).toBe(429)
    const ghost = 'ghost-account@example.test'
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login(ghost, `Wrong-${i}-Pass!`)
    expect((await login(ghost, PASSWORD)).body.message).toBe(locked.body.message)
    // Other accounts are not affected.
    expect((await login(member.email, PASSWORD)).status).toBe(200)
  })

  it(`limits one address to ${RATE_LIMITS.login.limit} attempts per window; other addresses go on`, async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.login.limit; i++) statuses.push((await login(`rate-${i}@example.test`, 'x', ip)).status)
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect((await login(member.email, PASSWORD, ip)).status).toBe(429)
    expect((await login(member.email, PASSWORD, freshIp())).status).toBe(200)
  })
})

describe('POST /user/account/logout', () => {
  it('invalidates the token on the server and clears the three cookies', async () => {
    const { token } = await registeredMember()
    expect((await call('GET', 'user/account', { cookie: token })).status).toBe(200)
    const out = await call('POST', 'user/account/logout', { cookie: token, body: { accountId: 1 } })
    expect(out.status).toBe(200)
    for (const name of ['auth-token', 'type-token', 'user-type']) expect(cookieValue(out.setCookies, name)).toBe('')
    expect((await call('GET', 'user/account', { cookie: token })).status).toBe(401)
    expect((await call('GET', 'user/account', { token })).status).toBe(401)
  })
})

describe('CSRF on cookie-authenticated writes', () => {
  it('refuses a write from another origin or without one, and accepts the same origin or a bearer header', async () => {
    const body = { fullName: 'Rina M.' }
    expect((await call('PUT', 'user/profile', { cookie: member.token, body, origin: 'https://evil.example' })).status).toBe(403)
    expect((await call('PUT', 'user/profile', { cookie: member.token, body, origin: null })).status).toBe(403)
    expect((await call('PUT', 'user/profile', { cookie: member.token, body })).status).toBe(200)
    expect((await call('PUT', 'user/profile', { token: member.token, body, origin: null })).status).toBe(200)
  })

  it('refuses a cross-site login post (login CSRF)', async () => {
    const result = await call('POST', 'user/account/login', { body: { email: member.email, password: PASSWORD }, origin: 'https://evil.example' })
    expect(result.status).toBe(403)
  })
})
