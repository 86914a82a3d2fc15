// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { clearSession, safePath, storeRedirect, takeRedirect } from './session'

describe('redirectLogin', () => {
  it('keeps only paths on this site', () => {
    expect(safePath('/en/user/notification?x=1')).toBe('/en/user/notification?x=1')
    for (const unsafe of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, '/\t/evil.example', '/\n/evil.example', '/.//evil.example']) {
      expect(safePath(unsafe)).toBeNull()
    }
  })

  it('is read once, then cleared', () => {
    storeRedirect('/kursus-online')
    expect(takeRedirect()).toBe('/kursus-online')
    expect(takeRedirect()).toBeNull()
    storeRedirect('https://evil.example')
    expect(takeRedirect()).toBeNull()
    storeRedirect('/user/dasbor')
    clearSession()
    expect(takeRedirect()).toBeNull()
  })
})
