import { describe, expect, it } from 'vitest'
import { base32, newVerificationCode, normalizeCode } from './verification-code'

describe('verification codes', () => {
  it('encodes base32 as RFC 4648 does', () => {
    expect(base32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI')
  })

  it('makes 26-character codes that differ each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newVerificationCode))
    expect(codes.size).toBe(200)
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{26}$/)
  })

  it('accepts a code typed in lower case with spaces or dashes, and nothing else', () => {
    const code = newVerificationCode()
    expect(normalizeCode(` ${code.slice(0, 5).toLowerCase()}-${code.slice(5)} `)).toBe(code)
    expect(normalizeCode('not-a-code')).toBeNull()
    expect(normalizeCode(`${code}1`)).toBeNull()
  })
})
