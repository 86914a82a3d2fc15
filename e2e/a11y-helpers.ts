import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { resolvePath } from '../lib/i18n/resolve-path'

/**
 * Zero serious or critical axe violations on the page as it stands (WCAG 2.1 A and AA plus best practice).
 * Legacy mode runs axe.run in the page and its frames; the default opens a blank page per check to merge the frames'
 * results, which made a check take about twice as long here (3.5 s against 1.7-2.5 s a page on 2 cores).
 */
export async function expectNoSeriousViolations(page: Page, url: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode(true).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  const report = serious.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1] ?? ''}`)
    .join('\n')}`)
  expect(report, `${url}\n${report.join('\n')}`).toEqual([])
}

/** Runs axe on each URL in turn and fails once at the end with every page's violations. */
export async function sweep(page: Page, urls: string[], ready: (page: Page) => Promise<void> = async () => undefined) {
  const failures: string[] = []
  for (const url of urls) {
    await page.goto(url)
    await page.waitForLoadState('networkidle').catch(() => undefined)
    // The page itself opened, not login or home (a detail page may settle on its canonical title).
    const kind = (path: string) => {
      const resolved = resolvePath(path)
      return resolved && `${resolved.locale} ${resolved.route}`
    }
    expect(kind(new URL(page.url()).pathname), url).toBe(kind(url))
    await ready(page)
    try {
      await expectNoSeriousViolations(page, url)
    } catch (error) {
      failures.push((error as Error).message.split('\n\nExpected')[0])
    }
  }
  expect(failures, failures.join('\n\n')).toEqual([])
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false)

/** Presses Tab (or Shift+Tab) until the element has focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, 'reached with the Tab key').toBeFocused()
  // WCAG 2.4.7: the focused element shows it (an outline, or a ring drawn with box-shadow).
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    return outline || style.boxShadow !== 'none' ? 'shown' : `none on ${element.outerHTML.slice(0, 120)}`
  })
  expect(indicator, 'a visible focus indicator').toBe('shown')
}

/** The page's skip link, then on into the main content: where a keyboard user starts on each page. */
export async function skipToMain(page: Page) {
  await page.keyboard.press('Tab')
  await expect(page.locator('a[href="#main"], a[href="#main-content"]').first()).toBeFocused()
  await page.keyboard.press('Enter')
}

/** Signs in on the English login page with Tab, typing and Enter only. */
export async function keyboardLogin(page: Page, email: string, password: string) {
  await page.goto('/en/login')
  await skipToMain(page)
  await tabTo(page, page.locator('main').getByLabel('Email'), { max: 15 })
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(page.locator('main').getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
}
