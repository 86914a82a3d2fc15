import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../backend/seed/demo-accounts'
import { loginThroughPage } from './account-helpers'
import type { AppPathname } from '../lib/i18n/pathnames'
import { buildPath, resolvePath } from '../lib/i18n/resolve-path'

/**
 * Accessibility gate (issue 11): axe on one page of every page kind, in both languages, with zero serious
 * or critical violations. Public kinds come from the sitemap (one URL per route pattern), so a listing or
 * detail kind that lands later is checked as soon as the sitemap lists it; the rest are named here.
 */
const EXTRA_PUBLIC: AppPathname[] = ['/login', '/register', '/forgot-password', '/search/[searchKey]']
const MEMBER_PAGES: AppPathname[] = ['/user/dashboard', '/user/account-settings/edit-profile', '/user/notification', '/user/account-settings']

async function expectNoSeriousViolations(page: Page, url: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  const report = serious.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1] ?? ''}`)
    .join('\n')}`)
  expect(report, `${url}\n${report.join('\n')}`).toEqual([])
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
  for (const route of EXTRA_PUBLIC) {
    for (const locale of ['id', 'en'] as const) kinds.set(`${locale} ${route}`, buildPath(route, locale, { searchKey: 'infrastruktur' }))
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
  test.setTimeout(180_000)
  await loginThroughPage(page, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const failures: string[] = []
  for (const route of MEMBER_PAGES) {
    for (const locale of ['id', 'en'] as const) {
      const url = buildPath(route, locale)
      await page.goto(url)
      await page.waitForLoadState('networkidle').catch(() => undefined)
      expect(new URL(page.url()).pathname, 'still signed in').toBe(url)
      try {
        await expectNoSeriousViolations(page, url)
      } catch (error) {
        failures.push((error as Error).message.split('\n\nExpected')[0])
      }
    }
  }
  expect(failures, failures.join('\n\n')).toEqual([])
})

test('keyboard only: a member signs in with tab, typing and enter', async ({ page }) => {
  const { email, password } = DEMO_ACCOUNTS.learner
  await page.goto('/en/login')
  const emailField = page.locator('main').getByLabel('Email')
  // The first Tab reaches the skip link; Enter moves focus into the main content, past the header's menus.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  await page.keyboard.press('Enter')
  for (let presses = 0; presses < 15 && !(await emailField.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(emailField).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(page.locator('main').getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
})

/**
 * Keyboard-only journeys still to write, each by the issue that builds its pages (issue 11 asks for them):
 * replace `test.fixme` with the journey once the page exists.
 */
test.describe('keyboard only: TODO for the course and quiz issues', () => {
  test.fixme('TODO(courses): a learner enrols in an online course with the keyboard only', async () => {})
  test.fixme('TODO(courses): a learner opens a lecture and moves to the next one with the keyboard only', async () => {})
  test.fixme('TODO(quiz): a learner answers and submits a quiz with the keyboard only', async () => {})
  test.fixme('TODO(events registration): a member registers for an event with the keyboard only', async () => {})
  test.fixme('TODO(cp3p): a learner registers for cp3p certification with the keyboard only', async () => {})
})
