import { locales, type Locale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { buildPath, resolvePath } from '@/lib/i18n/resolve-path'

/**
 * Which pages the HTML check reads signed in as a learner (scripts/html-check.mjs): the member area and the
 * learning pages of a course. The sitemap lists neither; the crawl starts at the member pages and follows their links.
 */
const MEMBER_ROUTE = /^\/(user|online-course|course-interface|cp3p\/dashboard|cp3p\/course-interface)(\/|$)/

/** The member or learning route a URL path is (either language), or null for a public page or no page at all. */
export function memberRouteOf(pathname: string): AppPathname | null {
  const resolved = resolvePath(pathname)
  return resolved && MEMBER_ROUTE.test(resolved.route) ? resolved.route : null
}

// `/user` only sends the member on to the dashboard; the lecturer's page is not a learner's.
const START_ROUTES = [
  '/user/dashboard',
  '/user/notification',
  '/user/account-settings',
  '/user/account-settings/edit-profile',
  '/user/account-settings/change-password',
  '/user/account-settings/update-email',
  '/user/account-settings/delete-account',
  '/user/activity',
  '/user/activity/online-course',
  '/user/activity/online-course/completed',
  '/user/activity/cp3p-registration',
  '/user/activity/event-registration',
] as const satisfies readonly AppPathname[]

/** The member pages the crawl starts from, in every language. */
export function memberStartPaths(): string[] {
  return locales.flatMap((locale: Locale) => START_ROUTES.map((route) => buildPath(route, locale)))
}

/**
 * The learning pages the demo learner reaches from the member pages; the check fails when one is not reached. Grades
 * and a quiz's detail are linked only once the learner has an exam open or a quiz attempt, which the seed gives nobody.
 */
export const REQUIRED_LEARNING_ROUTES = [
  '/online-course/course-content/[slug]/[title]',
  '/online-course/material/[slug]/[title]',
  '/online-course/announcement/[slug]/[title]',
  '/online-course/discussion/[slug]/[title]',
  '/online-course/quiz/[slug]/[chapterId]/[title]',
  '/course-interface/[slug]/[lecturesId]/[title]',
] as const satisfies readonly AppPathname[]
