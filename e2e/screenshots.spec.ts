import { expect, test } from '@playwright/test'
import { saveScreenshot } from './screenshot'

const pages = [
  { name: 'home', id: '/', en: '/en' },
  { name: 'about', id: '/tentang-kami', en: '/en/about-us' },
  { name: 'not-found', id: '/tidak-ada', en: '/en/nothing-here' },
]
const widths = [1280, 375]

test.describe('screenshots at 1280 and 375 px in both languages', () => {
  for (const { name, ...urls } of pages) {
    for (const locale of ['id', 'en'] as const) {
      for (const width of widths) {
        test(`${name} ${locale} ${width}px fits the viewport`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 })
          await page.goto(urls[locale])
          await expect(page.locator('header.site-header')).toBeVisible()
          await expect(page.locator('footer')).toBeVisible()
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0)
          await saveScreenshot(page, {
            path: `reports/screenshots/${name}-${locale}-${width}.png`,
            fullPage: true,
          })
        })
      }
    }
  }
})
