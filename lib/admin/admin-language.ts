import { NextResponse, type NextRequest } from 'next/server'

/** Payload's language cookie (cookiePrefix "payload"): set by a staff member's choice in their account settings. */
export const ADMIN_LANGUAGE_COOKIE = 'payload-lng'
const ONE_YEAR = 60 * 60 * 24 * 365

/**
 * Staff work in Indonesian: without a language chosen, the admin would follow the browser's Accept-Language,
 * which is English on most of their machines. So a request without the cookie is answered as if Indonesian had
 * been chosen, and the cookie is set; picking English in the account settings replaces it.
 */
export function withIndonesianAdmin(request: NextRequest): NextResponse {
  if (request.cookies.has(ADMIN_LANGUAGE_COOKIE)) return NextResponse.next()
  const headers = new Headers(request.headers)
  const cookie = headers.get('cookie')
  headers.set('cookie', `${cookie ? `${cookie}; ` : ''}${ADMIN_LANGUAGE_COOKIE}=id`)
  const response = NextResponse.next({ request: { headers } })
  response.cookies.set(ADMIN_LANGUAGE_COOKIE, 'id', { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' })
  return response
}
