import { describe, expect, it } from 'vitest'
import { sameOriginPath, sameOriginPathOrNull } from './same-origin'

const ORIGIN = 'https://learning.example.org'
const EVIL = 'evil.example'

/** Known open-redirect payloads (PayloadsAllTheThings, OWASP), each aimed at evil.example or at running script. */
const PAYLOADS = [
  // the two of issue 20, as the endpoint and the login page read them (decoded once)
  '/\\evil.example',
  '/\t/evil.example',
  // protocol-relative and backslash forms
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/\\\\evil.example',
  '\\/\\/evil.example',
  '/ /evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\n//evil.example',
  '/\u0000/evil.example',
  '/\u000b/evil.example',
  '/\u000c/evil.example',
  // dot segments that resolve to a protocol-relative path
  '/.//evil.example',
  '/..//evil.example',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  // encoded slashes and backslashes, single and double
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%255Cevil.example',
  '%252F%252Fevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  // schemes
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'https:evil.example',
  'http:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'https://evil.example',
  'HTTPS://EVIL.EXAMPLE/',
  'http://evil.example',
  'ftp://evil.example',
  // user info, and this site's name inside another host
  '//user@evil.example',
  '//learning.example.org@evil.example',
  'https://learning.example.org@evil.example',
  'https://learning.example.org.evil.example/',
  'https://learning.example.org:443@evil.example/',
  'https://user:pass@learning.example.org/',
  'https://evil.example#https://learning.example.org/',
  'https://evil.example?https://learning.example.org/',
  // unicode and fullwidth slashes, a fullwidth dot
  '/\uff0f/evil.example',
  '\uff0f\uff0fevil.example',
  '/\u2215/evil.example',
  '/\u2044evil.example',
  '//evil\u3002example',
  '\u3002/evil.example',
  // relative names without a leading slash
  'evil.example',
  'evil.example/login',
  '.evil.example',
  '@evil.example',
  '',
  ' ',
]

describe('sameOriginPath', () => {
  it.each(PAYLOADS)('refuses %j', (payload) => {
    const result = sameOriginPathOrNull(payload, ORIGIN)
    if (result === null) return
    // A payload the parser turns into a harmless path on this site may stay, but it must stay on this site.
    const landed = new URL(result, ORIGIN)
    expect(landed.origin).toBe(ORIGIN)
    expect(result.startsWith('/') && !result.startsWith('//')).toBe(true)
    expect(result).not.toMatch(/[\\\t\n\r]|%2f|%5c/i)
    expect(landed.hostname).not.toContain(EVIL)
  })

  it('refuses every classic form outright, not only by making it harmless', () => {
    // Left: look-alike slashes and a space, which the parser percent-encodes into a plain path on this site.
    for (const payload of PAYLOADS.filter((p) => !/[\uff0f\u2215\u2044]|^\/ \//.test(p))) {
      expect(sameOriginPathOrNull(payload, ORIGIN), JSON.stringify(payload)).toBeNull()
    }
  })

  it('keeps paths on this site as they are', () => {
    for (const path of ['/', '/en/user/notification?x=1', '/kursus-online', '/en/event/3/title?tab=a%2Fb#top', '/search/a%20b']) {
      expect(sameOriginPath(path, ORIGIN, '/fallback')).toBe(path)
    }
  })

  it('keeps an absolute URL of this origin as its path (next-auth gives full URLs)', () => {
    expect(sameOriginPath('https://learning.example.org/en/user/dashboard?a=1', ORIGIN, '/x')).toBe('/en/user/dashboard?a=1')
    expect(sameOriginPath('http://learning.example.org/en', ORIGIN, '/x')).toBe('/x')
    expect(sameOriginPath('https://learning.example.org:8443/en', ORIGIN, '/x')).toBe('/x')
  })

  it('falls back for nothing at all', () => {
    expect(sameOriginPath(null, ORIGIN, '/login')).toBe('/login')
    expect(sameOriginPath(undefined, ORIGIN, '/login')).toBe('/login')
  })
})
