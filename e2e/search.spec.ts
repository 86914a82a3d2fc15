import { expect, test, type Page } from '@playwright/test'
import enSearch from '../messages/en/search.json' with { type: 'json' }
import idSearch from '../messages/id/search.json' with { type: 'json' }
import { messages } from './helpers'

const texts = { id: idSearch, en: enSearch } as const
const hits = (page: Page) => page.getByTestId('search-hit')

async function searchFromHeader(page: Page, locale: 'id' | 'en', query: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(locale === 'id' ? '/' : '/en')
  const box = page.getByRole('banner').getByRole('searchbox', { name: messages[locale].header.searchLabel }).first()
  await box.fill(query)
  await box.press('Enter')
}

test.describe('site search', () => {
  test('finds seeded content in Indonesian from the header and opens a result', async ({ page }) => {
    await searchFromHeader(page, 'id', 'air minum kota')
    await expect(page).toHaveURL(/\/pencarian\/air%20minum%20kota$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian untuk “air minum kota”')
    const first = hits(page).filter({ hasText: 'Efektivitas KPBU Air Minum di Kota Menengah' })
    await expect(first).toHaveCount(1)
    await expect(first.locator('mark').first()).toHaveText(/air|minum/i)
    await first.getByRole('link').click()
    await expect(page).toHaveURL(/\/riset\/sedang-berlangsung\/\d+\/efektivitas-kpbu-air-minum-di-kota-menengah$/)
  })

  test('finds seeded content in English and filters by area', async ({ page }) => {
    await searchFromHeader(page, 'en', 'toolkit')
    await expect(page).toHaveURL(/\/en\/search\/toolkit$/)
    await expect(hits(page).filter({ hasText: 'Value for Money (VfM) Analysis Toolkit' })).toHaveCount(1)

    await page.goto('/en/search/PPP')
    await page.getByLabel(enSearch.filters.type).selectOption('research')
    await expect(page).toHaveURL(/\/en\/search\/PPP\?type=research$/)
    await expect(hits(page).first()).toBeVisible()
    for (const badge of await hits(page).locator('.badge').allTextContents()) expect(badge).toBe(enSearch.modules.research)
    await page.reload()
    await expect(page.getByLabel(enSearch.filters.type)).toHaveValue('research')
  })

  test('pages results by 6 until the end', async ({ page }) => {
    await page.goto('/pencarian/KPBU')
    await expect(hits(page)).toHaveCount(6)
    const more = page.getByRole('button', { name: texts.id.loadMore })
    let count = 6
    while (await more.isVisible()) {
      await more.click()
      await expect(hits(page)).not.toHaveCount(count)
      count = await hits(page).count()
    }
    expect(count).toBeGreaterThan(6)
    await expect(page.getByText(texts.id.end)).toBeVisible()
    const titles = await hits(page).getByRole('heading').allTextContents()
    expect(new Set(titles).size).toBe(titles.length)
  })

  test('says so when nothing matches, and a refined query starts a new search', async ({ page }) => {
    await page.goto('/en/search/zzqxv')
    await expect(page.getByText('Nothing matches “zzqxv” yet.')).toBeVisible()
    await page.getByRole('main').getByRole('searchbox').fill('green bonds')
    await page.getByRole('main').getByRole('button', { name: enSearch.submit }).click()
    await expect(page).toHaveURL(/\/en\/search\/green%20bonds$/)
    await expect(hits(page).filter({ hasText: 'Case Study: Green Bonds for Transport' })).toHaveCount(1)
  })

  test('marks result pages noindex', async ({ request }) => {
    const body = await (await request.get('/en/search/PPP')).text()
    expect(body).toMatch(/<meta name="robots" content="noindex, follow"\/>/)
  })
})
