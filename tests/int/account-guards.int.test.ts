import { createLocalReq, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { memberHandler } from '../../backend/endpoints/handlers'
import { ok } from '../../backend/lib/respond'
import { createSession } from '../../backend/services/account/create-session'
import { createNotification } from '../../backend/services/notifications/create-notification'
import { registeredMember } from './account/accounts'
import { call, ORIGIN } from './account/http'
import { createUser, getTestPayload } from './setup/payload'

type TMember = Awaited<ReturnType<typeof registeredMember>>
let alice: TMember
let bob: TMember

beforeAll(async () => {
  alice = await registeredMember({ fullName: 'Alice Rahma' })
  bob = await registeredMember({ fullName: 'Bob Wijaya' })
})

/** Every call that needs a session: method, path and a valid body for it. */
const GUARDED: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown][] = [
  ['GET', 'user/account'],
  ['DELETE', 'user/account', { acknowledge: true, password: 'x' }],
  ['GET', 'user/profile'],
  ['PUT', 'user/profile', { fullName: 'Someone Else' }],
  ['PUT', 'user/profile/picture'],
  ['PUT', 'user/account/password', { oldPassword: 'x', password: 'New-Pass-2026!', confirmPassword: 'New-Pass-2026!' }],
  ['POST', 'user/account/validate-password', { password: 'x' }],
  ['PUT', 'user/account/email', { email: 'new@example.test', otp: '123456' }],
  ['POST', 'otp/request', { email: 'new@example.test' }],
  ['POST', 'otp/verification', { email: 'new@example.test', otp: '123456' }],
  ['GET', 'user/notification'],
  ['PUT', 'user/notification/mark-as-read', { notificationId: 1 }],
]

describe('guarded calls', () => {
  it.each(GUARDED)('%s /%s is refused without a token, with an unknown one and with an expired one', async (method, path, body) => {
    expect((await call(method, path, { body })).status).toBe(401)
    expect((await call(method, path, { body, token: 'not-a-session' })).status).toBe(401)
    expect((await call(method, path, { body, cookie: 'not-a-session' })).status).toBe(401)
    const payload = await getTestPayload()
    const session = await createSession(payload, { id: alice.accountId })
    await payload.update({
      collection: 'sessions',
      where: { user: { equals: alice.accountId }, expiresAt: { equals: session.expiresAt.toISOString() } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await call(method, path, { body, token: session.token })).status).toBe(401)
  })

  it("with another member's token, reads and writes only that member's own data", async () => {
    const asBob = await call<{ accountId: number; fullName: string }>('GET', `user/account?accountId=${alice.accountId}`, { token: bob.token })
    expect(asBob.body.data).toMatchObject({ accountId: bob.accountId, fullName: 'Bob Wijaya' })
    await call('PUT', 'user/profile', { token: bob.token, body: { fullName: 'Bob Baru', accountId: alice.accountId } })
    const aliceNow = await call<{ fullName: string }>('GET', 'user/profile', { token: alice.token })
    expect(aliceNow.body.data?.fullName).toBe('Alice Rahma')

    const payload = await getTestPayload()
    const notificationId = await createNotification(payload, {
      userId: alice.accountId,
      type: 'information',
      intro: { id: 'Untuk Alice', en: 'For Alice' },
    })
    const mark = await call('PUT', 'user/notification/mark-as-read', { token: bob.token, body: { accountId: alice.accountId, notificationId } })
    expect(mark.status).toBe(404)
    const bobsList = await call<{ listing: { notificationId: number }[] }>('GET', `user/notification?accountId=${alice.accountId}`, { token: bob.token })
    expect(bobsList.body.data?.listing.map((item) => item.notificationId)).not.toContain(notificationId)
    const alicesList = await call<{ listing: { notificationId: number; status: string }[] }>('GET', 'user/notification', { token: alice.token })
    expect(alicesList.body.data?.listing.find((item) => item.notificationId === notificationId)?.status).toBe('unread')
  })

  it('every authenticated answer is private, no-store', async () => {
    const result = await call('GET', 'user/account', { token: alice.token })
    expect(result.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('audiences (learner-only, staff-only)', () => {
  const invoke = async (audience: 'learner' | 'staff', token: string) => {
    const payload = await getTestPayload()
    const local = await createLocalReq({}, payload)
    const req = { ...local, method: 'GET', headers: new Headers({ authorization: `Bearer ${token}`, origin: ORIGIN }) } as PayloadRequest
    return (await memberHandler(async () => ok(true), audience)(req)).status
  }

  it('a learner passes learner-only calls and is refused staff-only ones; a lecturer the reverse', async () => {
    const payload = await getTestPayload()
    const lecturer = await createUser('lecturer')
    const lecturerSession = await createSession(payload, lecturer)
    expect(await invoke('learner', alice.token)).toBe(200)
    expect(await invoke('staff', alice.token)).toBe(403)
    expect(await invoke('staff', lecturerSession.token)).toBe(200)
    expect(await invoke('learner', lecturerSession.token)).toBe(403)
  })
})
