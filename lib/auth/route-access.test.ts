import { describe, expect, it } from 'vitest'
import { pathnames, type AppPathname } from '@/lib/i18n/pathnames'
import { guardDecision, routeAccess, type TGuardDecision, type TRouteAccess } from './route-access'

const routes = Object.keys(pathnames) as AppPathname[]

/** The visitor (no token) and each signed-in user type of spec section 6. */
const users = [
  { who: 'a visitor', hasToken: false, userType: undefined },
  { who: 'a learner', hasToken: true, userType: 'learner' },
  { who: 'a lecturer', hasToken: true, userType: 'lecturer' },
  { who: 'an admin', hasToken: true, userType: 'admin' },
  { who: 'a mentor', hasToken: true, userType: 'mentor' },
] as const

type TWho = (typeof users)[number]['who']
const toUser = { redirectTo: 'user' } as const
const toLogin = { redirectTo: 'login' } as const
const toHome = { redirectTo: 'home' } as const

/** The expected decision for each access class and each kind of user (spec sections 4 and 6). */
const expected: Record<TRouteAccess, Record<TWho, TGuardDecision>> = {
  public: { 'a visitor': null, 'a learner': null, 'a lecturer': null, 'an admin': null, 'a mentor': null },
  guest: { 'a visitor': null, 'a learner': toUser, 'a lecturer': toUser, 'an admin': toUser, 'a mentor': toUser },
  member: { 'a visitor': toLogin, 'a learner': null, 'a lecturer': null, 'an admin': null, 'a mentor': null },
  learner: { 'a visitor': toLogin, 'a learner': null, 'a lecturer': toHome, 'an admin': toHome, 'a mentor': toHome },
  staff: { 'a visitor': toLogin, 'a learner': toHome, 'a lecturer': null, 'an admin': null, 'a mentor': null },
}

/** Representative routes of each class. */
const representatives: Record<TRouteAccess, AppPathname[]> = {
  public: [
    '/',
    '/about-us',
    '/faq',
    '/forgot-password',
    '/update-password/[keyToken]',
    '/education/online-course',
    '/education/online-course/[slug]/[title]',
    '/event/[id]/[title]',
    '/cp3p',
    '/cp3p/detail/[slug]/[title]',
    '/search/[searchKey]',
  ],
  guest: ['/login', '/register', '/login/activation/[tokenActivation]'],
  member: [
    '/user',
    '/user/dashboard',
    '/user/notification',
    '/user/account-settings/change-password',
    '/course-interface/[slug]/[lecturesId]/[title]',
    '/online-course/course-content/[slug]/[title]',
    '/online-course/discussion/[slug]/[title]',
    '/cp3p/dashboard/feedback/[slug]/[title]',
    '/cp3p/course-interface/[slug]/[chapterId]/[lecturesId]/[title]',
    '/event/attendance/[id]/[title]',
  ],
  learner: [
    '/user/activity',
    '/user/activity/cp3p-registration/payment-confirmation/[slug]',
    '/online-course/grades/[slug]/[title]',
    '/online-course/e-certificate/[slug]/[title]',
    '/online-course/feedback/[slug]/[title]',
    '/online-course/exam/[slug]/[title]',
    '/online-course/quiz/[slug]/[chapterId]/[title]',
    '/cp3p/certification/registration/[slug]',
  ],
  staff: ['/lecturer/activity/online-course', '/lecturer/activity/online-course/report/[courseId]'],
}

describe('routeAccess', () => {
  for (const [access, list] of Object.entries(representatives)) {
    it.each(list)(`classifies %s as ${access}`, (route) => {
      expect(routeAccess(route)).toBe(access)
    })
  }

  it('gives every route in the map a defined access class', () => {
    const classes = Object.keys(expected)
    for (const route of routes) {
      expect(classes, route).toContain(routeAccess(route))
    }
  })

  it('keeps exactly login, register and activation as guest routes', () => {
    expect(routes.filter((route) => routeAccess(route) === 'guest').sort()).toEqual(
      ['/login', '/login/activation/[tokenActivation]', '/register'].sort(),
    )
  })

  it('never leaves a route of the member, course, cp3p learner or lecturer areas public', () => {
    const guardedPrefixes = [
      '/user',
      '/lecturer',
      '/online-course',
      '/course-interface',
      '/cp3p/dashboard',
      '/cp3p/course-interface',
      '/cp3p/certification',
    ]
    const guarded = routes.filter((route) =>
      guardedPrefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)),
    )
    expect(guarded.length).toBeGreaterThan(30)
    for (const route of guarded) {
      expect(routeAccess(route), route).not.toBe('public')
    }
  })

  it('puts every route under /lecturer in the staff-only area', () => {
    for (const route of routes.filter((r) => r.startsWith('/lecturer/'))) {
      expect(routeAccess(route), route).toBe('staff')
    }
  })
})

describe('guardDecision', () => {
  for (const [access, list] of Object.entries(representatives) as [TRouteAccess, AppPathname[]][]) {
    describe(`on ${access} routes`, () => {
      for (const user of users) {
        const decision = expected[access][user.who]
        const outcome = decision ? `redirects ${user.who} to ${decision.redirectTo}` : `lets ${user.who} through`
        it(outcome, () => {
          for (const route of list) {
            expect(guardDecision(route, user.hasToken, user.userType), route).toEqual(decision)
          }
        })
      }
    })
  }

  it('applies the expected decision to every route of the map for every kind of user', () => {
    for (const route of routes) {
      for (const user of users) {
        expect(guardDecision(route, user.hasToken, user.userType), `${route} / ${user.who}`).toEqual(
          expected[routeAccess(route)][user.who],
        )
      }
    }
  })

  it('sends a signed-in user without a user-type cookie home from learner-only and staff-only areas', () => {
    expect(guardDecision('/user/activity', true, undefined)).toEqual(toHome)
    expect(guardDecision('/lecturer/activity/online-course', true, undefined)).toEqual(toHome)
    expect(guardDecision('/user/dashboard', true, undefined)).toBeNull()
  })

  it('does not trust a user-type cookie without an auth token', () => {
    expect(guardDecision('/user/activity', false, 'learner')).toEqual(toLogin)
    expect(guardDecision('/lecturer/activity/online-course', false, 'lecturer')).toEqual(toLogin)
    expect(guardDecision('/login', false, 'learner')).toBeNull()
  })

  it('treats an unknown user type as neither learner nor staff', () => {
    expect(guardDecision('/user/activity', true, 'guest')).toEqual(toHome)
    expect(guardDecision('/lecturer/activity/online-course', true, 'Lecturer')).toEqual(toHome)
    expect(guardDecision('/about-us', true, 'guest')).toBeNull()
  })
})
