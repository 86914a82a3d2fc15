import createIntlMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { AUTH_TOKEN_COOKIE, USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import { guardDecision } from '@/lib/auth/route-access'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/config'
import { buildPath, resolvePath, splitLocale } from '@/lib/i18n/resolve-path'
import { routing } from '@/lib/i18n/routing'

const intlMiddleware = createIntlMiddleware(routing)

const guardTargets = { login: '/login', user: '/user/dashboard', home: '/' } as const

export default function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl
  const resolved = resolvePath(pathname)
  const locale = resolved?.locale ?? splitLocale(pathname).locale

  if (resolved) {
    const decision = guardDecision(
      resolved.route,
      request.cookies.has(AUTH_TOKEN_COOKIE),
      request.cookies.get(USER_TYPE_COOKIE)?.value,
    )
    if (decision) {
      const target = new URL(buildPath(guardTargets[decision.redirectTo], locale), request.url)
      if (decision.redirectTo === 'login') target.searchParams.set('redirect', pathname + request.nextUrl.search)
      return withLocaleCookie(NextResponse.redirect(target), locale)
    }
  }
  return withLocaleCookie(intlMiddleware(request), locale)
}

function withLocaleCookie(response: NextResponse, locale: string): NextResponse {
  response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' })
  return response
}

export const config = {
  // Everything but the API, the CMS admin, Next internals and files with an extension.
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)'],
}
