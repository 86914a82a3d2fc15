import { beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD, registeredMember, signIn } from './account/accounts'
import { call } from './account/http'
import { mailCatcher, tokenFromMail } from './account/mail-catcher'
import { getTestPayload } from './setup/payload'

const NEW_PASSWORD = 'Jalan-Tol-2027#'

beforeAll(() => mailCatcher.start())

const resetLink = async (email: string) => {
  expect((await call('POST', 'user/account/reset', { body: { email } })).status).toBe(200)
  return tokenFromMail(await mailCatcher.latestTo(email), /\/memperbaharui-katasandi/)
}

describe('forgot and reset password', () => {
  it('answers an unknown email exactly like a known one and mails only the known one', async () => {
    const member = await registeredMember()
    const before = mailCatcher.mails.length
    const known = await call('POST', 'user/account/reset', { body: { email: member.email } })
    const unknown = await call('POST', 'user/account/reset', { body: { email: 'nobody-at-all@example.test' } })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(known.body.message).toBe(unknown.body.message)
    await mailCatcher.latestTo(member.email)
    expect(mailCatcher.mails.length).toBe(before + 1)
  })

  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const member = await registeredMember()
    const token = await resetLink(member.email)
    const body = { keyToken: token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }
    expect((await call('PUT', 'user/account/reset-password', { body })).status).toBe(200)
    expect((await call('GET', 'user/account', { token: member.token })).status).toBe(401)
    expect((await call('PUT', 'user/account/reset-password', { body })).status).toBe(400)
    expect((await call('POST', 'user/account/login', { body: { email: member.email, password: PASSWORD } })).status).toBe(401)
    await signIn(member.email, NEW_PASSWORD)
  })

  it('only the latest link works, and not after it expires', async () => {
    const member = await registeredMember()
    const first = await resetLink(member.email)
    const second = await resetLink(member.email)
    const body = (keyToken: string) => ({ keyToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect((await call('PUT', 'user/account/reset-password', { body: body(first) })).status).toBe(400)
    const payload = await getTestPayload()
    await payload.update({
      collection: 'account-tokens',
      where: { user: { equals: member.accountId } },
      data: { expiresAt: new Date(Date.now() - 1).toISOString() },
      overrideAccess: true,
    })
    expect((await call('PUT', 'user/account/reset-password', { body: body(second) })).status).toBe(400)
  })
})

describe('PUT /user/account/password', () => {
  it('needs the current password; other sessions end, this one stays', async () => {
    const member = await registeredMember()
    const other = await signIn(member.email, PASSWORD)
    const wrong = { oldPassword: 'Not-It-2026!', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }
    expect((await call('PUT', 'user/account/password', { cookie: member.token, body: wrong })).status).toBe(400)
    const right = { ...wrong, oldPassword: PASSWORD }
    expect((await call('PUT', 'user/account/password', { cookie: member.token, body: right })).status).toBe(200)
    expect((await call('GET', 'user/account', { cookie: member.token })).status).toBe(200)
    expect((await call('GET', 'user/account', { token: other.token })).status).toBe(401)
    await signIn(member.email, NEW_PASSWORD)
  })

  it('validate-password tells whether the current password is right', async () => {
    const member = await registeredMember()
    expect((await call('POST', 'user/account/validate-password', { token: member.token, body: { password: PASSWORD } })).status).toBe(200)
    expect((await call('POST', 'user/account/validate-password', { token: member.token, body: { password: 'nope' } })).status).toBe(400)
  })
})

describe('passwords set in the CMS', () => {
  it('an account an admin creates with a password can sign in to the portal; a learner gets no CMS password', async () => {
    const payload = await getTestPayload()
    const email = `cms-${Date.now()}@example.test`
    await payload.create({ collection: 'users', data: { email, password: NEW_PASSWORD, fullName: 'Dibuat Admin', role: 'learner' }, overrideAccess: true })
    await signIn(email, NEW_PASSWORD)
    await expect(payload.login({ collection: 'users', data: { email, password: NEW_PASSWORD } })).rejects.toThrow()
  })
})
