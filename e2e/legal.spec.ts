import { expect, test } from '@playwright/test'
import { FORUM_GUIDELINES } from '../backend/seed/legal/forum'
import { POLICY_SEEDS } from '../backend/seed/legal'
import enLegal from '../messages/en/legal.json' with { type: 'json' }
import idLegal from '../messages/id/legal.json' with { type: 'json' }
import { buildPath, messages } from './helpers'

const legal = { id: idLegal, en: enLegal }
const PAGES = [
  ['/term-of-use', 'term-condition'],
  ['/copyright', 'copyright'],
  ['/privacy-policy', 'privacy-policy'],
  ['/cookies-policy', 'cookie-policy'],
] as const

test.describe('legal pages', () => {
  for (const locale of ['id', 'en'] as const) {
    test(`each legal page shows its document and last-updated date [${locale}]`, async ({ page }) => {
      for (const [route, key] of PAGES) {
        const seed = POLICY_SEEDS.find((policy) => policy.key === key)!
        await page.goto(buildPath(route, locale))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.title[locale])
        await expect(page.getByText(legal[locale].lastUpdated)).toBeVisible()
        await expect(page.locator('article h2').first()).toBeVisible()
      }
      await page.goto(buildPath('/privacy-policy', locale))
      await expect(page.locator('article')).toContainText(locale === 'id' ? 'Nomor 27 Tahun 2022' : 'No. 27 of 2022')
    })
  }

  test('at 1280 px the side menu lists the four pages as links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en/privacy-policy')
    const menu = page.getByRole('navigation', { name: enLegal.menuLabel })
    const links = menu.getByRole('link')
    await expect(links).toHaveText(PAGES.map(([route]) => messages.en.routes[route]))
    await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.locator('summary')).toBeHidden()
    await menu.getByRole('link', { name: 'Copyright' }).click()
    await expect(page).toHaveURL(/\/en\/copyright$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Copyright')
  })

  test('at 375 px the side menu is a dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/syarat-penggunaan')
    const menu = page.getByRole('navigation', { name: idLegal.menuLabel })
    const toggle = menu.locator('summary')
    await expect(toggle).toBeVisible()
    await expect(toggle).toContainText(messages.id.routes['/term-of-use'])
    await expect(menu.getByRole('link', { name: messages.id.routes['/privacy-policy'] })).toBeHidden()
    await toggle.click()
    await expect(menu.getByRole('link')).toHaveCount(4)
    await menu.getByRole('link', { name: messages.id.routes['/privacy-policy'] }).click()
    await expect(page).toHaveURL(/\/kebijakan-privasi$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kebijakan Privasi')
    await expect(menu.locator('summary')).toContainText(messages.id.routes['/privacy-policy'])
    await expect(menu.getByRole('link', { name: messages.id.routes['/copyright'] })).toBeHidden()
  })
})

test.describe('forum guideline', () => {
  for (const locale of ['id', 'en'] as const) {
    test(`shows the forum rules [${locale}]`, async ({ page }) => {
      await page.goto(buildPath('/forum-guideline', locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(FORUM_GUIDELINES.title[locale])
      await expect(page.locator('article ol li').first()).toBeVisible()
      await expect(page.getByRole('heading', { name: legal[locale].forum.relatedTitle })).toBeVisible()
    })
  }
})
