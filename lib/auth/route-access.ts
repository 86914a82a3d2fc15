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

/** Where, if anywhere, a request for the route is sent given the cookies it carries. */
export function guardDecision(route: AppPathname, hasToken: boolean, userType: string | undefined): TGuardDecision {
  const access = routeAccess(route)
  if (access === 'public') return null
  if (access === 'guest') return hasToken ? { redirectTo: 'user' } : null
  if (!hasToken) return { redirectTo: 'login' }
  if (access === 'learner' && userType !== 'learner') return { redirectTo: 'home' }
  if (access === 'staff' && !(STAFF_TYPES as readonly string[]).includes(userType ?? '')) return { redirectTo: 'home' }
  return null
}
