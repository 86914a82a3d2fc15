import { expect, test } from '@playwright/test'
import { BANNERS } from '../backend/seed/banner-copy'
import { ADVOCACY, EXPERTISE } from '../backend/seed/focus-areas-copy'
import enFocus from '../messages/en/focusAreas.json' with { type: 'json' }
import idFocus from '../messages/id/focusAreas.json' with { type: 'json' }
import { messages } from './helpers'

const PAGES = [
  { route: '/expertise', copy: EXPERTISE, urls: { id: '/keahlian', en: '/en/expertise' }, cta: { id: '/capacity-building', en: '/en/capacity-building' } },
  { route: '/advocacy', copy: ADVOCACY, urls: { id: '/advokasi', en: '/en/advocacy' }, cta: { id: '/e-library', en: '/en/e-library' } },
] as const
const focus = { id: idFocus, en: enFocus }

for (const { route, copy, urls, cta } of PAGES) {
  for (const locale of ['id', 'en'] as const) {
    test(`${urls[locale]} shows its banner, intro, areas and call to action`, async ({ page }) => {
      await page.goto(urls[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].routes[route])
      const banner = BANNERS.find((b) => b.placement === route.slice(1))!
      await expect(page.getByTestId('page-banner')).toContainText(banner.title[locale])
      await expect(page.getByRole('heading', { level: 2, name: copy.headline[locale] })).toBeVisible()
      const areas = page.locator('section#areas')
      await expect(areas.getByRole('heading', { level: 2 })).toHaveText(focus[locale].areas[route])
      await expect(areas.getByTestId('area-card')).toHaveCount(copy.areas.length)
      await expect(areas.getByTestId('area-card').first()).toContainText(copy.areas[0].title[locale])
      await expect(page.getByRole('link', { name: copy.cta.linkLabel[locale] })).toHaveAttribute('href', cta[locale])
    })
  }
}
