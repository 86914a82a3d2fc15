import { beforeAll, describe, expect, it } from 'vitest'
import { accountMessage } from '../../backend/services/account/messages'
import { ADMITTED, apiCalls, expectNoStack, expectRefusal, expiredToken, mayBePublic, rawCall, roleToken, type TApiCall, type TRole } from './security/calls'

/**
 * The security matrix (issue 11): every call of backend/endpoints, generated from the exported list, so
 * an endpoint added by any area is covered without touching this file.
 */
const calls = apiCalls()
const writes = (call: TApiCall) => call.method !== 'GET'
const guarded = calls.filter((call) => call.declared !== 'public')
const tokens = {} as Record<TRole, string>
let expired: string

beforeAll(async () => {
  for (const role of ['learner', 'admin', 'lecturer', 'mentor'] as const) tokens[role] = (await roleToken(role)).token
  expired = await expiredToken()
})

describe('the endpoint list', () => {
  it('is read from backend/endpoints and holds the account calls', () => {
    expect(calls.length).toBeGreaterThan(50)
    expect(guarded.map((call) => call.label)).toEqual(expect.arrayContaining(['GET /user/profile', 'PUT /user/profile/picture']))
  })
})

describe('without a session', () => {
  it.each(calls.map((call) => [call.label, call] as const))('%s: guarded unless public on purpose', async (label, call) => {
    const result = await rawCall(call.method, call.path, { json: writes(call) ? {} : undefined, headers: { origin: 'http://localhost:3000' } })
    expect(result.status, `${label} answers ${result.status}`).toBeLessThan(500)
    expectNoStack(result, label)
    if (call.declared !== 'public') expectRefusal(result, 401, label)
    else {
      // A call that names no audience is checked for visitors only, never for the wrong role: so it must be public
      // on purpose. (Found by breaking the event export's staff check: refusing visitors alone, it passed.)
      expect(mayBePublic(call), `${label} names no audience: guard it with memberHandler (or give its handler an audience), or list it in GUEST_CALLS`).toBe(true)
    }
  })
})

describe.each(guarded.map((call) => [call.label, call] as const))('%s', (label, call) => {
  const body = writes(call) ? {} : undefined

  it('refuses a garbage, an expired and a forged token, by header and by cookie', async () => {
    for (const token of ['not-a-session', 'x'.repeat(64), expired, `${tokens.learner}x`]) {
      expectRefusal(await rawCall(call.method, call.path, { json: body, token }), 401, `${label} bearer`)
      expectRefusal(await rawCall(call.method, call.path, { json: body, cookie: token, headers: { origin: 'http://localhost:3000' } }), 401, `${label} cookie`)
    }
    expectRefusal(await rawCall(call.method, call.path, { json: body, headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } }), 401, `${label} basic`)
  })

  it(`refuses the roles outside its audience (${call.declared}) and admits the others`, async () => {
    for (const role of Object.keys(tokens) as TRole[]) {
      const result = await rawCall(call.method, call.path, { json: body, token: tokens[role] })
      if (ADMITTED[call.declared as keyof typeof ADMITTED].includes(role)) {
        expect([401, 403], `${label} as ${role}: ${result.text.slice(0, 200)}`).not.toContain(result.status)
      } else {
        expectRefusal(result, 403, `${label} as ${role}`)
        expect(result.message).toBe(accountMessage('forbidden', 'id'))
      }
    }
  })

  if (writes(call)) {
    it('refuses a cookie-authenticated write without this site as its origin (CSRF)', async () => {
      const role = ADMITTED[call.declared as keyof typeof ADMITTED][0]
      const { token } = await roleToken(role)
      const foreign: Record<string, string>[] = [{}, { origin: 'https://evil.example' }, { referer: 'https://evil.example/form' }, { origin: 'null' }, { origin: 'http://localhost:3000.evil.example' }]
      for (const headers of foreign) {
        const result = await rawCall(call.method, call.path, { json: {}, cookie: token, headers })
        expectRefusal(result, 403, `${label} ${JSON.stringify(headers)}`)
        expect(result.message).toBe(accountMessage('csrf', 'id'))
      }
      // The same cookie from this site gets past the check (whatever the body then earns).
      const same = await rawCall(call.method, call.path, { json: {}, cookie: token, headers: { origin: 'http://localhost:3000' } })
      expect(same.message).not.toBe(accountMessage('csrf', 'id'))
      expect(same.status).not.toBe(401)
    })
  }
})

describe('guest writes from a browser', () => {
  const guestWrites = calls.filter((call) => call.declared === 'public' && writes(call))
  it.each(guestWrites.map((call) => [call.label, call] as const))('%s refuses a foreign origin', async (label, call) => {
    const result = await rawCall(call.method, call.path, { json: {}, headers: { origin: 'https://evil.example' } })
    expectRefusal(result, 403, label)
  })
})
