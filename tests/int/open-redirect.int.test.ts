import { describe, expect, it } from 'vitest'
import { call, ORIGIN } from './account/http'

/** Where a browser goes when it follows a Location header from this site. */
const landing = (location: string | null) => new URL(location ?? '', `${ORIGIN}/api/user/account/session-expired`)

describe('GET /api/user/account/session-expired (issue 20, finding 5)', () => {
  it.each([
    ['login', '/\\evil.example'],
    ['login', '/\t/evil.example'],
    ['login', '//evil.example'],
    ['login', '/.//evil.example'],
    ['login', 'https://evil.example/login'],
    ['login', 'javascript:alert(1)'],
    ['redirect', '//evil.example'],
  ])('?%s=%j stays on the site', async (name, value) => {
    const response = await call('GET', `user/account/session-expired?${new URLSearchParams({ [name]: value })}`)
    expect(response.status).toBe(303)
    const location = response.headers.get('location')
    expect(location).toMatch(/^\/(?![/\\])/)
    expect(landing(location).origin).toBe(ORIGIN)
    expect(landing(location).pathname).toBe('/login')
  })

  it('keeps a path on the site, and the page to return to', async () => {
    const response = await call('GET', 'user/account/session-expired?login=/en/login&redirect=/en/user/dashboard')
    expect(response.headers.get('location')).toBe('/en/login?redirect=%2Fen%2Fuser%2Fdashboard')
  })
})
