import type { Page, PageScreenshotOptions } from '@playwright/test'

/**
 * A screenshot for people to look at (reports/screenshots; under CI only with E2E_SCREENSHOTS=1), taken again when Chromium refuses one: its
 * `Page.captureScreenshot` now and then answers "Unable to capture screenshot" on a loaded page (CI, 2026-11-28: a
 * story spec failed on it after every assertion had passed, and its retry could not register the member twice).
 */
export async function saveScreenshot(page: Page, options: PageScreenshotOptions): Promise<void> {
  // CI keeps no reports of a passing run, so nobody would look: a full-page PNG costs a 375 px story a few seconds of
  // CPU on two cores. The checks around each screenshot (no horizontal scrolling, the page's parts shown) still run.
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return
  for (let attempt = 1; ; attempt++) {
    try {
      await page.screenshot(options)
      return
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Unable to capture screenshot')) throw error
      await page.waitForTimeout(500)
    }
  }
}
