import { expect, test, type Page } from '@playwright/test'
import enLib from '../messages/en/elibrary.json' with { type: 'json' }
import idLib from '../messages/id/elibrary.json' with { type: 'json' }
import { messages } from './helpers'

const lib = { id: idLib, en: enLib } as const
const cards = (page: Page) => page.getByTestId('listing-card')

async function openFromMenu(page: Page, locale: 'id' | 'en', href: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(locale === 'id' ? '/' : '/en')
  const nav = page.getByRole('navigation', { name: messages[locale].nav.mainLabel })
  const listingHref = locale === 'id' ? '/e-library' : '/en/e-library'
  await nav.locator('.main-nav__item', { has: page.locator(`a.main-nav__link[href="${listingHref}"]`) }).hover()
  await nav.locator(`a[href="${href}"]`).first().click()
}

test.describe('e-library listing', () => {
  test('opens a type from the menu in Indonesian and in English', async ({ page }) => {
    await openFromMenu(page, 'id', '/e-library?type=1')
    await expect(page).toHaveURL(/\/e-library\?type=1$/)
    await expect(page.getByLabel(idLib.filters.type)).toHaveValue('1')
    await expect(cards(page)).toHaveCount(2)
    await expect(cards(page).locator('.badge').first()).toHaveText('Video')

    await openFromMenu(page, 'en', '/en/e-library?type=21')
    await expect(page).toHaveURL(/\/en\/e-library\?type=21$/)
    await expect(page.getByLabel(enLib.filters.type)).toHaveValue('21')
    await expect(cards(page)).toHaveCount(2)
    await expect(cards(page).locator('.badge').first()).toHaveText('External Resource')
  })

  test('pages the listing by 6 to its end', async ({ page }) => {
    await page.goto('/e-library')
    await expect(cards(page)).toHaveCount(6)
    const more = page.getByRole('button', { name: idLib.results.loadMore })
    for (const count of [12, 18, 22]) {
      await more.click()
      await expect(cards(page)).toHaveCount(count)
    }
    await expect(page.getByText(idLib.results.end)).toBeVisible()
    await expect(more).toHaveCount(0)
  })

  test('keeps filters in the URL across a reload, and a new filter starts again at the first page', async ({ page }) => {
    await page.goto('/en/e-library')
    await page.getByRole('button', { name: enLib.results.loadMore }).click()
    await expect(cards(page)).toHaveCount(12)
    await page.getByLabel(enLib.filters.year).selectOption('2024')
    await expect(page).toHaveURL(/\/en\/e-library\?year=2024$/)
    await expect(cards(page)).toHaveCount(4)
    await page.getByLabel(enLib.filters.sort).selectOption('az')
    await expect(page).toHaveURL(/year=2024&sort=az$/)
    await expect(cards(page).first().getByRole('heading')).toHaveText(/^Case Study/)
    await page.reload()
    await expect(page.getByLabel(enLib.filters.year)).toHaveValue('2024')
    await expect(page.getByLabel(enLib.filters.sort)).toHaveValue('az')
    await expect(cards(page)).toHaveCount(4)

    await page.getByRole('main').getByLabel(enLib.filters.search, { exact: true }).fill('podcast')
    await page.getByRole('button', { name: enLib.filters.apply }).click()
    await expect(page).toHaveURL(/search=podcast/)
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByText(enLib.results.empty)).toBeVisible()
    await page.getByRole('link', { name: enLib.filters.reset }).click()
    await expect(page).toHaveURL(/\/en\/e-library$/)
    await expect(cards(page)).toHaveCount(6)
  })
})

test.describe('e-library details', () => {
  const cases = [
    { type: 2, path: /\/e-library\/peralatan\/\d+\/[a-z0-9-]+$/, check: (page: Page) => page.getByRole('link', { name: idLib.detail.download }) },
    { type: 3, path: /\/e-library\/chapter\/\d+\/[a-z0-9-]+$/, check: (page: Page) => page.getByRole('link', { name: idLib.detail.download }) },
    { type: 4, path: /\/e-library\/lainnya\/\d+\/[a-z0-9-]+$/, check: (page: Page) => page.locator('article p').first() },
    { type: 7, path: /\/e-library\/lainnya\/\d+\/siniar-[a-z0-9-]+$/, check: (page: Page) => page.locator('audio[controls]') },
    { type: 21, path: /\/e-library\/lainnya\/\d+\/[a-z0-9-]+$/, check: (page: Page) => page.getByRole('link', { name: idLib.detail.visit }) },
  ]
  for (const { type, path, check } of cases) {
    test(`opens an item of type ${type} on its canonical page`, async ({ page }) => {
      await page.goto(`/e-library?type=${type}`)
      const first = cards(page).first().getByRole('link')
      const title = await first.innerText()
      await first.click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(check(page)).toBeVisible()
    })
  }

  test('plays a video in English and redirects a wrong type or slug to the canonical URL', async ({ page }) => {
    await page.goto('/en/e-library?type=1')
    await cards(page).first().getByRole('link').click()
    await expect(page).toHaveURL(/\/en\/e-library\/video\/(\d+)\/[a-z0-9-]+$/)
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"], iframe[src*="player.vimeo.com"]')).toBeVisible()
    const canonical = new URL(page.url()).pathname
    const id = canonical.split('/')[4]
    await page.goto(`/en/e-library/others/${id}/wrong-title`)
    await expect(page).toHaveURL(new RegExp(`${canonical}$`))
  })

  test('answers 404 for an unknown item', async ({ request }) => {
    expect((await request.get('/e-library/video/987654/tidak-ada')).status()).toBe(404)
    expect((await request.get('/en/e-library/toolkit/not-a-number/x')).status()).toBe(404)
  })
})

test('the e-library listing fits 360 px and works with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/e-library')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.getByRole('button', { name: lib.id.results.loadMore }).focus()
  await page.keyboard.press('Enter')
  await expect(cards(page)).toHaveCount(12)
})
