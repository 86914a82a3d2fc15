import { beforeAll, describe, expect, it } from 'vitest'
import { verifyBotCheck } from '../../backend/lib/bot-check'
import { MAX_FAILED_LOGINS, MEMBER_STEP_LIMITS, OTP_MAX_ATTEMPTS, RATE_LIMITS } from '../../backend/services/account/constants'
import { accountMessage } from '../../backend/services/account/messages'
import { PASSWORD, registeredMember, registration, solvedBotCheck } from './account/accounts'
import { call, freshIp } from './account/http'
import { mailCatcher } from './account/mail-catcher'
import { getTestPayload, unique } from './setup/payload'

/**
 * Counters raced by parallel requests (issue 20, finding 7): each count is one atomic statement, so of any
 * number of parallel requests exactly the limit pass (docs/decisions/015). Every request here is started
 * before any has answered.
 */
beforeAll(() => mailCatcher.start())

const login = (email: string, password: string, ip?: string) => call('POST', 'user/account/login', { body: { email, password }, ip })
const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {})

describe('parallel requests against a limit', () => {
  it(`50 parallel wrong sign-ins from one address: exactly ${RATE_LIMITS.login.limit} are answered, the rest get 429`, async () => {
    const ip = freshIp()
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => login(`${unique(`flood-${i}`)}@example.test`, 'Wrong-Pass-1!', ip)))
    expect(statusCounts(results.map((result) => result.status))).toEqual({ 401: RATE_LIMITS.login.limit, 429: 50 - RATE_LIMITS.login.limit })
  })

  it(`20 parallel wrong passwords for one account from different addresses: exactly ${MAX_FAILED_LOGINS} are checked, then it is locked`, async () => {
    const member = await registeredMember()
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(member.email, `Wrong-${i}-Pass!`)))
    expect(statusCounts(results.map((result) => result.status))).toEqual({ 401: MAX_FAILED_LOGINS, 429: 20 - MAX_FAILED_LOGINS })
    expect((await login(member.email, PASSWORD)).status).toBe(429)
  })

  it('a solved bot check sent with 20 parallel registrations is accepted exactly once', async () => {
    const botCheck = await solvedBotCheck()
    const results = await Promise.all(Array.from({ length: 20 }, () => call('POST', 'user/account/register', { body: { ...registration(), botCheck } })))
    expect(statusCounts(results.map((result) => result.status))).toEqual({ 200: 1, 400: 19 })
    // Refused as a used bot check, not by a database error of two writes racing for one key.
    expect(new Set(results.filter((result) => result.status === 400).map((result) => result.body.message))).toEqual(new Set([accountMessage('botCheckFailed', 'id')]))
  })

  it('the same solution checked 20 times at once (no request work in between to spread them): exactly one check passes', async () => {
    const payload = await getTestPayload()
    const botCheck = await solvedBotCheck()
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => verifyBotCheck(payload, botCheck, freshIp())))
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'error')).sort()).toEqual([...Array(19).fill(false), true])
  })

  it(`10 parallel wrong codes use up an email-change code (${OTP_MAX_ATTEMPTS} guesses), so the right one is refused after`, async () => {
    const member = await registeredMember()
    const email = `${unique('race')}@example.test`
    expect((await call('POST', 'otp/request', { cookie: member.token, body: { email } })).status).toBe(200)
    const otp = (await mailCatcher.latestTo(email)).text.match(/\b(\d{6})\b/)![1]
    const wrong = otp === '000000' ? '111111' : '000000'
    const guesses = await Promise.all(Array.from({ length: 10 }, () => call('POST', 'otp/verification', { cookie: member.token, body: { email, otp: wrong } })))
    expect(guesses.every((guess) => guess.status === 400)).toBe(true)
    expect((await call('PUT', 'user/account/email', { cookie: member.token, body: { email, otp } })).status).toBe(400)
  })
})

describe('limits of signed-in steps that check a secret', () => {
  type TLocale = 'id' | 'en'
  const steps = [
    { name: 'OTP verification', kind: 'otp', send: (token: string, ip: string, locale?: TLocale) => call('POST', 'otp/verification', { cookie: token, ip, locale, body: { email: 'x@example.test', otp: '000000' } }) },
    { name: 'email change', kind: 'otp', send: (token: string, ip: string, locale?: TLocale) => call('PUT', 'user/account/email', { cookie: token, ip, locale, body: { email: 'x@example.test', otp: '000000' } }) },
    {
      name: 'change password',
      kind: 'password',
      send: (token: string, ip: string, locale?: TLocale) =>
        call('PUT', 'user/account/password', { cookie: token, ip, locale, body: { oldPassword: 'Wrong-Pass-1!', password: PASSWORD, confirmPassword: PASSWORD } }),
    },
    { name: 'delete account', kind: 'password', send: (token: string, ip: string, locale?: TLocale) => call('DELETE', 'user/account', { cookie: token, ip, locale, body: { acknowledge: true, password: 'Wrong-Pass-1!' } }) },
  ] as const

  it.each(steps)('$name: per account, parallel calls from many addresses pass exactly the limit, then 429 in both languages', async ({ kind, send }) => {
    const { limit } = MEMBER_STEP_LIMITS[kind]
    const member = await registeredMember()
    const results = await Promise.all(Array.from({ length: limit + 5 }, () => send(member.token, freshIp())))
    expect(results.filter((result) => result.status === 429)).toHaveLength(5)
    const [id, en] = [await send(member.token, freshIp(), 'id'), await send(member.token, freshIp(), 'en')]
    expect([id.status, id.body.message]).toEqual([429, 'Terlalu banyak permintaan. Coba lagi nanti.'])
    expect([en.status, en.body.message]).toEqual([429, 'Too many requests. Please try again later.'])
  })

  it('per address: one address across two accounts passes the limit once in all', async () => {
    const { limit } = MEMBER_STEP_LIMITS.password
    const [first, second] = [await registeredMember(), await registeredMember()]
    const ip = freshIp()
    const change = (token: string) =>
      call('PUT', 'user/account/password', { cookie: token, ip, body: { oldPassword: 'Wrong-Pass-1!', password: PASSWORD, confirmPassword: PASSWORD } })
    const results = await Promise.all([...Array.from({ length: limit - 2 }, () => change(first.token)), ...Array.from({ length: 6 }, () => change(second.token))])
    expect(results.filter((result) => result.status === 429)).toHaveLength(4)
    // The same account from another address is still answered.
    expect((await call('PUT', 'user/account/password', { cookie: second.token, body: { oldPassword: 'x', password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(400)
  })
})
