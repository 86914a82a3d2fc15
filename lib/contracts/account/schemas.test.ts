import { describe, expect, it } from 'vitest'
import { ZChangePasswordBody, ZLoginForm, ZProfileFields, ZRegisterBody } from './schemas'
import { parseIssueMessage } from './validation'

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`)

describe('login form (spec section 5)', () => {
  it('requires the email and the password and checks the email format', () => {
    expect(messagesOf(ZLoginForm.safeParse({ email: '', password: '' }))).toEqual(['email:required', 'password:required'])
    expect(messagesOf(ZLoginForm.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual(['email:email'])
    expect(ZLoginForm.safeParse({ email: ' rina@example.test ', password: 'x' }).data?.email).toBe('rina@example.test')
  })
})

describe('new password rules', () => {
  const register = (password: string, confirmPassword = password) =>
    ZRegisterBody.safeParse({ fullName: 'Rina', email: 'rina@example.test', password, confirmPassword, agreeTerms: true, botCheck: 'x' })

  it.each([
    ['Ab1!', 'minLength|8'],
    ['ABCDEFG1!', 'lowercase'],
    ['abcdefg1!', 'uppercase'],
    ['Abcdefgh!', 'number'],
    ['Abcdefgh1', 'special'],
  ])('%s is refused with %s', (password, key) => {
    expect(messagesOf(register(password))).toContain(`password:${key}`)
  })

  it('needs the confirmation to match and the terms to be agreed', () => {
    expect(messagesOf(register('Infra-2026!', 'Other-2026!'))).toEqual(['confirmPassword:sameAs|password'])
    const noTerms = ZRegisterBody.safeParse({ fullName: 'R', email: 'r@example.test', password: 'Infra-2026!', confirmPassword: 'Infra-2026!', agreeTerms: false, botCheck: 'x' })
    expect(messagesOf(noTerms)).toEqual(['agreeTerms:required'])
  })

  it('refuses a new password equal to the current one', () => {
    const same = ZChangePasswordBody.safeParse({ oldPassword: 'Infra-2026!', password: 'Infra-2026!', confirmPassword: 'Infra-2026!' })
    expect(messagesOf(same)).toEqual(['password:notSameAs|oldPassword'])
  })
})

describe('profile fields', () => {
  it('turns the form’s empty choices into null and ids into numbers; the phone must be digits', () => {
    const parsed = ZProfileFields.parse({ fullName: 'Rina', occupation: '', province: '32', city: 3273 })
    expect([parsed.occupation, parsed.province, parsed.city]).toEqual([null, 32, 3273])
    // What a form sends after its own parse (null for no choice) parses again on the server.
    expect(ZProfileFields.parse(parsed)).toEqual(parsed)
    expect(messagesOf(ZProfileFields.safeParse({ fullName: 'Rina', phoneNumber: '08-12' }))).toContain('phoneNumber:numeric')
  })

  it('takes an Indonesian postal code of five digits, or none', () => {
    expect(ZProfileFields.parse({ fullName: 'Rina', zipCode: ' 40115 ' }).zipCode).toBe('40115')
    expect(ZProfileFields.parse({ fullName: 'Rina' }).zipCode).toBe('')
    expect(messagesOf(ZProfileFields.safeParse({ fullName: 'Rina', zipCode: '40-11' }))).toEqual(['zipCode:numeric'])
    expect(messagesOf(ZProfileFields.safeParse({ fullName: 'Rina', zipCode: '4011' }))).toEqual(['zipCode:minLength|5'])
    expect(messagesOf(ZProfileFields.safeParse({ fullName: 'Rina', zipCode: '401155' }))).toEqual(['zipCode:maxLength|5'])
  })

  it('splits a message into the template key and its argument', () => {
    expect(parseIssueMessage('minLength|8')).toEqual({ key: 'minLength', arg: '8' })
    expect(parseIssueMessage('required')).toEqual({ key: 'required', arg: undefined })
  })
})
