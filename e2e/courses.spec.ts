import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import type { AppPathname } from '../lib/i18n/pathnames'
import { loginThroughPage } from './account-helpers'
import { buildPath } from './helpers'
import { saveScreenshot } from './screenshot'

const SLUG = 'dasar-dasar-kpbu'
const TITLES = { id: 'dasar-dasar-kpbu', en: 'ppp-fundamentals' }

async function signIn(page: Page, account: { email: string; password: string }) {
  await loginThroughPage(page, account.email, account.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
}

/** Full-page screenshots at 1280 and 375 px in both languages, for a person to look at. */
async function shoot(page: Page, name: string, route: AppPathname, params: (locale: 'id' | 'en') => Record<string, string> = () => ({})) {
  for (const locale of ['id', 'en'] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(buildPath(route, locale, params(locale)))
      await page.waitForLoadState('load')
      await saveScreenshot(page, { path: `reports/screenshots/courses-${name}-${locale}-${width}.png`, fullPage: true })
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const menuItem = (page: Page, title: string) => page.getByTestId('lecture-menu').locator('li[data-lecture]').filter({ hasText: title })

test.describe.configure({ mode: 'serial' })

test('a learner enrols, opens every lecture type, marks lectures read and sees the progress grow', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, DEMO_ACCOUNTS.learner2)

  await page.goto('/en/education/online-course')
  const cards = page.getByTestId('course-card')
  await expect(cards).toHaveCount(3)
  // Three a page; other specs running beside this one publish courses of their own (sorted last), so load until the end.
  const loadMore = page.getByRole('button', { name: 'Load more' })
  const end = page.getByText('All courses are shown.')
  for (let round = 0; round < 10 && !(await end.isVisible()); round += 1) {
    const before = await cards.count()
    await loadMore.click()
    await expect.poll(async () => (await cards.count()) > before || (await end.isVisible())).toBe(true)
  }
  await expect(end).toBeVisible()
  await cards.getByRole('link', { name: 'PPP Fundamentals' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'PPP Fundamentals' })).toBeVisible()
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(ld.some((text) => text.includes('"@type":"Course"'))).toBe(true)
  await page.getByTestId('enrol-button').click()
  await expect(page.getByText('You are enrolled. Enjoy the course!')).toBeVisible()
  await page.getByTestId('go-to-course').click()

  await expect(page).toHaveURL(/\/en\/online-course\/course-content\/dasar-dasar-kpbu\//)
  await expect(page.getByTestId('course-progress').first()).toHaveAttribute('data-percent', '0')
  // The browser asks for the side menu only when a mark makes it stale: each page shows the copy its server render read.
  let menuCalls = 0
  let marks = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/online-course/course-interface/menu')) menuCalls += 1
  })
  await page.getByTestId('continue-course').click()

  const expectations: [string, string, () => Promise<void>, number][] = [
    ['What is a PPP?', 'video', () => expect(page.locator('article iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//), 16],
    ['PPP principles', 'reading', () => expect(page.getByTestId('lecture-reading')).toContainText('risk sharing'), 33],
    ['Interview: a contracting agency’s experience', 'audio', () => expect(page.getByTestId('lecture-audio')).toBeVisible(), 50],
    ['The PPP project cycle', 'presentation', () => expect(page.getByTestId('lecture-presentation')).toBeAttached(), 66],
    ['Project preparation guide', 'file', () => expect(page.getByTestId('lecture-file')).toBeVisible(), 83],
  ]
  for (const [title, type, check, percent] of expectations) {
    await expect(page.getByTestId('lecture')).toHaveAttribute('data-type', type)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await check()
    await expect(menuItem(page, title)).toHaveAttribute('data-done', 'false')
    await page.getByTestId('mark-as-read').click()
    marks += 1
    await expect(page.getByTestId('lecture-marked')).toBeVisible()
    // The side menu reloads from the server: the lecture turns done and the progress grows.
    await expect(menuItem(page, title)).toHaveAttribute('data-done', 'true')
    await expect(page.getByTestId('course-progress').first()).toHaveAttribute('data-percent', String(percent))
    if (type === 'file') {
      const href = await page.getByTestId('lecture-file').getAttribute('href')
      expect((await page.request.get(href!)).status()).toBe(200)
      break
    }
    await page.getByTestId('lecture-next').click()
  }
  expect(menuCalls).toBe(marks)
  // Back to the previous lecture: Next.js restores that page as it was rendered, before the last mark; its menu is asked
  // again, so the lecture marked since shows done.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'The PPP project cycle' })).toBeVisible()
  await expect(menuItem(page, 'Project preparation guide')).toHaveAttribute('data-done', 'true')
  await page.goForward()
  await expect(page.getByRole('heading', { level: 1, name: 'Project preparation guide' })).toBeVisible()
  // The quiz lecture links to the quiz page of its chapter.
  await expect(menuItem(page, 'Chapter 2 quiz').getByRole('link')).toHaveAttribute('href', /\/en\/online-course\/quiz\/dasar-dasar-kpbu\/\d+\//)
  await expect(page.getByTestId('course-back')).toHaveAttribute('href', /\/en\/online-course\/course-content\/dasar-dasar-kpbu\//)

  await page.goto('/en/user/activity/online-course')
  const card = page.getByTestId('courses-ongoing').getByTestId('course-card').filter({ hasText: 'PPP Fundamentals' })
  await expect(card.getByTestId('course-progress')).toHaveAttribute('data-percent', '83')
})

test('course pages at 1280 and 375 px in both languages (screenshots)', async ({ page }) => {
  test.setTimeout(240_000)
  await signIn(page, DEMO_ACCOUNTS.learner)
  const course = (locale: 'id' | 'en') => ({ slug: SLUG, title: TITLES[locale] })
  await shoot(page, 'listing', '/education/online-course')
  await shoot(page, 'enrol', '/education/online-course/[slug]/[title]', course)
  await shoot(page, 'content', '/online-course/course-content/[slug]/[title]', course)
  await shoot(page, 'announcement', '/online-course/announcement/[slug]/[title]', course)
  await shoot(page, 'material', '/online-course/material/[slug]/[title]', course)
  await shoot(page, 'activity', '/user/activity/online-course')
})

test('the lecture menu folds into a dropdown on a phone', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.learner)
  await page.goto(`/en/online-course/course-content/${SLUG}/${TITLES.en}`)
  await page.getByTestId('continue-course').click()
  await page.setViewportSize({ width: 375, height: 800 })
  const toggle = page.getByRole('button', { name: 'Chapters and lectures' })
  await expect(toggle).toBeVisible()
  await expect(page.getByTestId('lecture-menu')).toBeHidden()
  await toggle.click()
  await expect(page.getByTestId('lecture-menu')).toBeVisible()
  const lectureParams = (locale: 'id' | 'en') => ({ slug: SLUG, lecturesId: page.url().split('/').at(-2)!, title: locale === 'en' ? 'ppp-principles' : 'prinsip-prinsip-kpbu' })
  await shoot(page, 'interface', '/course-interface/[slug]/[lecturesId]/[title]', lectureParams)
})

test('the lecturer sees the learner and their progress', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.lecturer)
  await page.goto('/en/lecturer/activity/online-course')
  const course = page.getByTestId('lecturer-course').filter({ hasText: 'PPP Fundamentals' })
  const row = course.getByTestId('lecturer-learner').filter({ hasText: DEMO_ACCOUNTS.learner2.fullName })
  await expect(row.getByTestId('course-progress')).toHaveAttribute('data-percent', '83')
  // Other specs enrol learners of their own in this course: the count matches the rows shown, both demo learners among them.
  const learners = course.getByTestId('lecturer-learner')
  await expect(learners.filter({ hasText: DEMO_ACCOUNTS.learner.fullName })).toHaveCount(1)
  await expect(course).toContainText(`${await learners.count()} learners`)
  await shoot(page, 'lecturer', '/lecturer/activity/online-course')
})

test('a learner not enrolled in a course is refused its pages', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.learner)
  await page.goto('/en/online-course/course-content/manajemen-risiko-infrastruktur/risk')
  await expect(page.getByTestId('course-refused')).toContainText('You are not enrolled in this course.')
})

test('a visitor is sent to login from a course interface page', async ({ page }) => {
  await page.goto(`/en/course-interface/${SLUG}/1/what-is-a-ppp`)
  await expect(page).toHaveURL(/\/en\/login/)
})

test('a member whose session has ended is sent to login from a course page, with the way back', async ({ page, context, baseURL }) => {
  // The middleware lets the cookies through; the page's course call answers 401 and the page goes to session-expired.
  const url = new URL(baseURL!)
  await context.addCookies(
    [['auth-token', 'a-token-the-server-never-issued'], ['type-token', 'Bearer'], ['user-type', 'learner']].map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })),
  )
  const exam = `/en/online-course/exam/${SLUG}/${TITLES.en}`
  const documents: URL[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()))
  })
  await page.goto(exam)
  await expect(page).toHaveURL(/\/en\/login/)
  const expired = documents.find((each) => each.pathname === '/api/user/account/session-expired')
  expect(expired?.searchParams.get('redirect')).toBe(exam)
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('auth-token')
})
