import type { AppPathname } from '@/lib/i18n/pathnames'
import { STAFF_TYPES } from './cookies'

/**
 * Which guard a route sits behind (spec section 4). The middleware turns this into redirects;
 * it is a convenience only: every API call checks authorization itself.
 *  - guest: login, register, activation: signed-in users go to the user page
 *  - member: any signed-in user; visitors go to login
 *  - learner / staff: a signed-in user of that type; others go to the home page
 */
export type TRouteAccess = 'public' | 'guest' | 'member' | 'learner' | 'staff'

const guestRoutes: readonly string[] = ['/login', '/register', '/login/activation/[tokenActivation]']

const learnerPrefixes = [
  '/user/activity',
  '/online-course/grades/',
  '/online-course/e-certificate/',
  '/online-course/feedback/',
  '/online-course/exam',
  '/online-course/quiz',
  '/cp3p/certification/',
]
const staffPrefixes = ['/lecturer/']
// Digital attendance is for registrants: a visitor signs in first (the page and the API check registration).
const memberPrefixes = ['/user', '/online-course/', '/course-interface/', '/cp3p/dashboard/', '/cp3p/course-interface/', '/event/attendance/']

export function routeAccess(route: AppPathname): TRouteAccess {
  if (guestRoutes.includes(route)) return 'guest'
  if (staffPrefixes.some((prefix) => route.startsWith(prefix))) return 'staff'
  if (learnerPrefixes.some((prefix) => route.startsWith(prefix))) return 'learner'
  if (memberPrefixes.some((prefix) => route === prefix || route.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)))
    return 'member'
  return 'public'
}

export type TGuardDecision = { redirectTo: 'login' | 'user' | 'home' } | null

type TGuard = (hasToken: boolean, userType: string | undefined) => TGuardDecision

const isStaff = (userType: string | undefined) => (STAFF_TYPES as readonly string[]).includes(userType ?? '')

/** The route middleware by name (spec section 4's guards). */
const ROUTE_MIDDLEWARE: Record<TRouteAccess, TGuard> = {
  public: () => null,
  guest: (hasToken) => (hasToken ? { redirectTo: 'user' } : null),
  member: (hasToken) => (hasToken ? null : { redirectTo: 'login' }),
  learner: (hasToken, userType) => (!hasToken ? { redirectTo: 'login' } : userType === 'learner' ? null : { redirectTo: 'home' }),
  staff: (hasToken, userType) => (!hasToken ? { redirectTo: 'login' } : isStaff(userType) ? null : { redirectTo: 'home' }),
}

/** Spec section 8: a route naming a middleware that does not exist answers 500 "Unknown middleware" with the name. */
export class UnknownMiddlewareError extends Error {
  readonly statusCode = 500
  constructor(readonly middlewareName: string) {
    super(`Unknown middleware: ${middlewareName}`)
    this.name = 'UnknownMiddlewareError'
  }
}

/** Runs the named route middleware; a name outside the registry is a programming error, never a pass. */
export function runRouteMiddleware(name: string, hasToken: boolean, userType: string | undefined): TGuardDecision {
  const guard = Object.hasOwn(ROUTE_MIDDLEWARE, name) ? ROUTE_MIDDLEWARE[name as TRouteAccess] : undefined
  if (!guard) throw new UnknownMiddlewareError(name)
  return guard(hasToken, userType)
}

/** Where, if anywhere, a request for the route is sent given the cookies it carries. */
export function guardDecision(route: AppPathname, hasToken: boolean, userType: string | undefined): TGuardDecision {
  return runRouteMiddleware(routeAccess(route), hasToken, userType)
}
