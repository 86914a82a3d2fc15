import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { SEEDED_CERTIFICATE_CODES } from '../backend/seed/certificates'
import { createLearner, loginThroughPage } from './account-helpers'
import { expectNoSeriousViolations, sweep } from './a11y-helpers'
import { learnerWithCourseWork, type TLearnerWork } from './a11y-learner'
import type { AppPathname } from '../lib/i18n/pathnames'
import { buildPath, resolvePath, type TRouteParams } from '../lib/i18n/resolve-path'

/**
 * Accessibility gate (issue 11): axe on one page of every page kind, in both languages, with zero serious
 * or critical violations. Public kinds come from the sitemap (one URL per route pattern), so a listing or
 * detail kind that lands later is checked as soon as the sitemap lists it; the rest are named here: the
 * guest pages, the member pages, and the learning pages of a learner part-way through a course and a cp3p
 * programme (e2e/a11y-learner.ts). Keyboard-only journeys are in e2e/a11y-keyboard.spec.ts.
 */
const LOCALES = ['id', 'en'] as const
const EXTRA_PUBLIC: [AppPathname, TRouteParams][] = [
  ['/login', {}],
  ['/register', {}],
  ['/forgot-password', {}],
  ['/search/[searchKey]', { searchKey: 'infrastruktur' }],
  ['/snapshot-certificate/[slug]/[title]/[id]', { slug: 'penjaminan-pemerintah', title: 'penjaminan-pemerintah', id: SEEDED_CERTIFICATE_CODES.valid }],
  ['/education/online-course/certificate/[slug]', { slug: SEEDED_CERTIFICATE_CODES.valid }],
]
const MEMBER_PAGES: AppPathname[] = [
  '/user/dashboard',
  '/user/notification',
  '/user/account-settings',
  '/user/account-settings/edit-profile',
  '/user/account-settings/change-password',
  '/user/account-settings/delete-account',
  '/user/account-settings/update-email',
  '/user/activity',
  '/user/activity/online-course',
  '/user/activity/online-course/completed',
  '/user/activity/event-registration',
  '/user/activity/cp3p-registration',
]

const bothLanguages = (route: AppPathname, params: TRouteParams = {}) => LOCALES.map((locale) => buildPath(route, locale, params))
// Pages that load their content in the browser show aria-busy until it is there.
const loaded = async (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
// A learning page is checked in its real state: its heading shown and no refusal or error in the main content.
const learning = async (page: Page) => {
  await loaded(page)
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('main [role="alert"]')).toHaveCount(0)
}

/** One URL per route pattern and language, read from the sitemap. */
async function sitemapKinds(page: Page): Promise<Map<string, string>> {
  const xml = await (await page.request.get('/sitemap.xml')).text()
  const kinds = new Map<string, string>()
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL(loc)
    const resolved = resolvePath(url.pathname)
    if (!resolved) continue
    const key = `${resolved.locale} ${resolved.route}`
    if (!kinds.has(key)) kinds.set(key, url.pathname + url.search)
  }
  for (const [route, params] of EXTRA_PUBLIC) {
    for (const locale of LOCALES) kinds.set(`${locale} ${route}`, buildPath(route, locale, params))
  }
  return kinds
}

// Shards, so the two Playwright workers share the pages.
const SHARDS = 4
for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`public page kinds, both languages (part ${shard + 1} of ${SHARDS})`, async ({ page }) => {
    test.setTimeout(300_000)
    const kinds = [...(await sitemapKinds(page))]
    expect(kinds.length).toBeGreaterThan(40)
    // The course and cp3p detail pages come from the sitemap too.
    expect(kinds.map(([kind]) => kind)).toEqual(expect.arrayContaining(['en /education/online-course/[slug]/[title]', 'id /cp3p/detail/[slug]/[title]']))
    const failures: string[] = []
    for (const [kind, url] of kinds.filter((_, index) => index % SHARDS === shard)) {
      await page.goto(url)
      try {
        await expectNoSeriousViolations(page, `${kind} ${url}`)
      } catch (error) {
        failures.push((error as Error).message.split('\n\nExpected')[0])
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([])
  })
}

test('member pages, both languages', async ({ page }) => {
  test.setTimeout(240_000)
  await loginThroughPage(page, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  await sweep(page, MEMBER_PAGES.flatMap((route) => bothLanguages(route)), loaded)
})

test('certificate pages of a finished course and the lecturer page, both languages', async ({ page }) => {
  test.setTimeout(180_000)
  await loginThroughPage(page, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const finished = { slug: 'penjaminan-pemerintah', title: 'penjaminan-pemerintah' }
  await sweep(page, [...bothLanguages('/online-course/e-certificate/[slug]/[title]', finished), ...bothLanguages('/online-course/feedback/[slug]/[title]', finished)], loaded)
  await page.context().clearCookies()
  await loginThroughPage(page, DEMO_ACCOUNTS.lecturer.email, DEMO_ACCOUNTS.lecturer.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  await sweep(page, bothLanguages('/lecturer/activity/online-course'), loaded)
})

test.describe('learning pages of a learner part-way through', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })
  let work: TLearnerWork

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(240_000)
    const learner = await createLearner(baseURL!, 'Axe Learner')
    work = await learnerWithCourseWork(browser, baseURL!, learner)
  })

  test.afterAll(async () => work?.close())

  test('course dashboard, lectures and forum, both languages', async () => {
    const { page, course } = work
    const urls = [
      ...(['/online-course/course-content/[slug]/[title]', '/online-course/about-course/[slug]/[title]', '/online-course/announcement/[slug]/[title]', '/online-course/material/[slug]/[title]', '/online-course/discussion/[slug]/[title]', '/online-course/discussion/create-discussion/[slug]/[title]', '/online-course/feedback/[slug]/[title]', '/online-course/e-certificate/[slug]/[title]'] as const).flatMap((route) => bothLanguages(route, course)),
      ...bothLanguages('/online-course/discussion/chapter/[slug]/[chapterId]/[title]', { ...course, chapterId: String(work.quizChapterId) }),
      ...bothLanguages('/online-course/thread/[slug]/[threadId]/[title]', { ...course, threadId: String(work.threadId) }),
      ...work.lectureIds.flatMap((lecturesId) => bothLanguages('/course-interface/[slug]/[lecturesId]/[title]', { ...course, lecturesId: String(lecturesId) })),
    ]
    await sweep(page, urls, learning)
  })

  test('quiz, exam and grades, both languages', async () => {
    const { page, course } = work
    const quiz = { ...course, chapterId: String(work.quizChapterId) }
    const urls = [
      ...bothLanguages('/online-course/quiz/[slug]/[chapterId]/[title]', quiz),
      ...bothLanguages('/online-course/quiz-detail/[slug]/[chapterId]/[title]', quiz),
      ...bothLanguages('/online-course/quiz-review/[slug]/[chapterId]/[title]', quiz),
      ...bothLanguages('/online-course/exam/[slug]/[title]', course),
      ...bothLanguages('/online-course/exam-detail/[slug]/[title]', course),
      ...bothLanguages('/online-course/grades/[slug]/[title]', course),
    ]
    await sweep(page, urls, learning)
    // The exam is finished last: its review page once the attempt is over.
    await work.finishExam()
    await sweep(page, bothLanguages('/online-course/exam-review/[slug]/[title]', course), learning)
  })

  test('cp3p registration, payment and dashboard, both languages', async () => {
    const { page, cp3p } = work
    const programme = { slug: cp3p.slug, title: cp3p.slug }
    const urls = [
      ...bothLanguages('/cp3p/certification/registration-summary/[slug]/[courseId]', { slug: cp3p.slug, courseId: String(cp3p.courseId) }),
      ...bothLanguages('/cp3p/certification/registration-success/[slug]/[courseId]', { slug: cp3p.slug, courseId: String(cp3p.courseId) }),
      ...bothLanguages('/user/activity/cp3p-registration/payment-confirmation/[slug]', { slug: cp3p.slug }),
    ]
    await sweep(page, urls, learning)
    await work.payCp3p()
    const dashboard = [
      ...(['/cp3p/dashboard/content-course/[slug]/[title]', '/cp3p/dashboard/about/[slug]/[title]', '/cp3p/dashboard/announcement/[slug]/[title]', '/cp3p/dashboard/feedback/[slug]/[title]'] as const).flatMap((route) => bothLanguages(route, programme)),
      ...bothLanguages('/cp3p/course-interface/[slug]/[chapterId]/[lecturesId]/[title]', { ...programme, chapterId: cp3p.chapterId, lecturesId: cp3p.lecturesId }),
    ]
    await sweep(page, dashboard, learning)
  })

  test('cp3p registration form and event attendance, both languages', async () => {
    const { page } = work
    await sweep(page, [...bothLanguages('/cp3p/certification/registration/[slug]', { slug: 'cp3p-batch-13-bali' }), ...bothLanguages('/event/attendance/[id]/[title]', { id: String(work.event.id), title: work.event.title })], learning)
  })
})
