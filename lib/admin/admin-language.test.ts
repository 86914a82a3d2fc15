import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { ADMIN_LANGUAGE_COOKIE, withIndonesianAdmin } from './admin-language'

const adminRequest = (headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost:3000/admin', { headers: { 'accept-language': 'en-US,en;q=0.9', ...headers } })

describe('withIndonesianAdmin', () => {
  it('answers a browser asking for English in Indonesian when no admin language was chosen, and remembers it', () => {
    const response = withIndonesianAdmin(adminRequest({ cookie: 'auth-token=x' }))
    expect(response.cookies.get(ADMIN_LANGUAGE_COOKIE)?.value).toBe('id')
    // What the admin's own code then reads as the request's cookies (Next.js passes overridden request headers on).
    expect(response.headers.get('x-middleware-request-cookie')).toBe(`auth-token=x; ${ADMIN_LANGUAGE_COOKIE}=id`)
  })

  it('keeps the language a staff member chose in their account', () => {
    const response = withIndonesianAdmin(adminRequest({ cookie: `${ADMIN_LANGUAGE_COOKIE}=en` }))
    expect(response.cookies.get(ADMIN_LANGUAGE_COOKIE)).toBeUndefined()
    expect(response.headers.get('x-middleware-request-cookie')).toBeNull()
  })
})
