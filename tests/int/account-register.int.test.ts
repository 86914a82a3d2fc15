import { beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD, registration, solvedBotCheck } from './account/accounts'
import { call } from './account/http'
import { mailCatcher, tokenFromMail } from './account/mail-catcher'
import { getTestPayload } from './setup/payload'

beforeAll(() => mailCatcher.start())

const register = async (overrides: Record<string, unknown> = {}, locale?: 'id' | 'en') => {
  const data = registration(overrides)
  const result = await call('POST', 'user/account/register', { body: { ...data, botCheck: await solvedBotCheck() }, locale })
  return { data, result }
}

describe('POST /user/account/register', () => {
  it('creates an inactive account and mails an activation link in the language of the call', async () => {
    const { data, result } = await register({}, 'en')
    expect(result.status).toBe(200)
    expect(result.body.success).toBe(true)
    const mail = await mailCatcher.latestTo(data.email)
    expect(mail.subject).toBe('Activate your LPI Learning account')
    expect(tokenFromMail(mail, /\/en\/login\/activation/)).toMatch(/^[\w-]{40,}$/)
    const login = await call('POST', 'user/account/login', { body: { email: data.email, password: PASSWORD } })
    expect(login.status).toBe(403)
  })

  it('refuses a missing, forged or reused bot check', async () => {
    const data = registration()
    expect((await call('POST', 'user/account/register', { body: data })).status).toBe(400)
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 1 } })).toString('base64')
    expect((await call('POST', 'user/account/register', { body: { ...data, botCheck: forged } })).status).toBe(400)
    const solved = await solvedBotCheck()
    expect((await call('POST', 'user/account/register', { body: { ...data, botCheck: solved } })).status).toBe(200)
    const again = registration()
    const reused = await call('POST', 'user/account/register', { body: { ...again, botCheck: solved } })
    expect(reused.status).toBe(400)
  })

  it('requires the terms, matching passwords and the password rules', async () => {
    const botCheck = await solvedBotCheck()
    const cases = [
      { agreeTerms: false },
      { confirmPassword: 'Other-2026!x' },
      { password: 'short1!A', confirmPassword: 'short1!A', fullName: '' },
      { password: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
    ]
    for (const overrides of cases) {
      const result = await call('POST', 'user/account/register', { body: { ...registration(overrides), botCheck } })
      expect(result.status, JSON.stringify(overrides)).toBe(400)
    }
  })

})

describe('POST /user/account/validate (activation)', () => {
  it('activates once; the same link is refused afterwards', async () => {
    const { data } = await register()
    const token = tokenFromMail(await mailCatcher.latestTo(data.email), /\/masuk\/aktivasi/)
    const first = await call('POST', 'user/account/validate', { body: { accountId: '', linkVerification: token } })
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({ status: true })
    const reuse = await call('POST', 'user/account/validate', { body: { accountId: '', linkVerification: token } })
    expect(reuse.status).toBe(400)
    expect((await call('POST', 'user/account/login', { body: { email: data.email, password: PASSWORD } })).status).toBe(200)
  })

  it('lets exactly one of two simultaneous requests redeem a link', async () => {
    const { data } = await register()
    const token = tokenFromMail(await mailCatcher.latestTo(data.email), /\/masuk\/aktivasi/)
    const body = { accountId: '', linkVerification: token }
    const results = await Promise.all([call('POST', 'user/account/validate', { body }), call('POST', 'user/account/validate', { body })])
    expect(results.map((result) => result.status).sort()).toEqual([200, 400])
  })

  it('refuses an expired link and an unknown one', async () => {
    const { data } = await register()
    const token = tokenFromMail(await mailCatcher.latestTo(data.email), /\/masuk\/aktivasi/)
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: data.email } }, overrideAccess: true })
    await payload.update({
      collection: 'account-tokens',
      where: { user: { equals: docs[0].id } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await call('POST', 'user/account/validate', { body: { linkVerification: token } })).status).toBe(400)
    expect((await call('POST', 'user/account/validate', { body: { linkVerification: 'no-such-token' } })).status).toBe(400)
  })
})
