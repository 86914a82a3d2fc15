import { beforeAll, describe, expect, it } from 'vitest'
import { OTP_MAX_ATTEMPTS } from '../../backend/services/account/constants'
import { PASSWORD, registeredMember } from './account/accounts'
import { call } from './account/http'
import { mailCatcher } from './account/mail-catcher'
import { getTestPayload, unique } from './setup/payload'

beforeAll(() => mailCatcher.start())

const codeFrom = async (email: string) => (await mailCatcher.latestTo(email)).text.match(/\b(\d{6})\b/)![1]

describe('update email with a code', () => {
  it('mails a code to the new address; the right code changes the email once', async () => {
    const member = await registeredMember()
    const email = `${unique('baru')}@example.test`
    expect((await call('POST', 'otp/request', { cookie: member.token, body: { email } })).status).toBe(200)
    const otp = await codeFrom(email)
    expect((await call('POST', 'otp/verification', { cookie: member.token, body: { email, otp } })).status).toBe(200)
    const changed = await call<{ email: string }>('PUT', 'user/account/email', { cookie: member.token, body: { email, otp } })
    expect(changed.status).toBe(200)
    expect(changed.body.data?.email).toBe(email)
    expect((await call('PUT', 'user/account/email', { cookie: member.token, body: { email, otp } })).status).toBe(400)
    expect((await call('POST', 'user/account/login', { body: { email, password: PASSWORD } })).status).toBe(200)
  })

  it(`stops accepting a code after ${OTP_MAX_ATTEMPTS} wrong guesses`, async () => {
    const member = await registeredMember()
    const email = `${unique('tebak')}@example.test`
    await call('POST', 'otp/request', { cookie: member.token, body: { email } })
    const otp = await codeFrom(email)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      expect((await call('POST', 'otp/verification', { cookie: member.token, body: { email, otp: wrong } })).status).toBe(400)
    }
    expect((await call('PUT', 'user/account/email', { cookie: member.token, body: { email, otp } })).status).toBe(400)
  })

  it("refuses another account's address", async () => {
    const member = await registeredMember()
    const other = await registeredMember()
    expect((await call('POST', 'otp/request', { cookie: member.token, body: { email: other.email } })).status).toBe(409)
  })
})

describe('DELETE /user/account', () => {
  it('needs the acknowledgement and the password, then erases personal data and every session', async () => {
    const member = await registeredMember({ phoneNumber: '081311112222', company: 'PT Sarana Multi Infrastruktur' })
    expect((await call('DELETE', 'user/account', { cookie: member.token, body: { password: PASSWORD } })).status).toBe(400)
    expect((await call('DELETE', 'user/account', { cookie: member.token, body: { acknowledge: true, password: 'x' } })).status).toBe(400)
    const deleted = await call('DELETE', 'user/account', { cookie: member.token, body: { acknowledge: true, password: PASSWORD } })
    expect(deleted.status).toBe(200)
    const user = await (await getTestPayload()).findByID({ collection: 'users', id: member.accountId, overrideAccess: true })
    expect(user.email).not.toBe(member.email)
    expect([user.fullName, user.phoneNumber, user.company]).toEqual(['Deleted account', null, null])
    expect(user.anonymisedAt).toBeTruthy()
    expect((await call('GET', 'user/account', { cookie: member.token })).status).toBe(401)
    expect((await call('POST', 'user/account/login', { body: { email: member.email, password: PASSWORD } })).status).toBe(401)
  })
})
