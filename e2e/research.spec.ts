import { expect, test, type Page } from '@playwright/test'
import enResearch from '../messages/en/research.json' with { type: 'json' }
import idResearch from '../messages/id/research.json' with { type: 'json' }
import { messages } from './helpers'

const section = (page: Page, id: 'on-going' | 'completed') => page.locator(`section#${id}`)
const cards = (page: Page, id: 'on-going' | 'completed') => section(page, id).getByTestId('listing-card')

async function openFromMenu(page: Page, locale: 'id' | 'en', href: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(locale === 'id' ? '/' : '/en')
  const nav = page.getByRole('navigation', { name: messages[locale].nav.mainLabel })
  const listingHref = locale === 'id' ? '/riset' : '/en/research'
  await nav.locator('.main-nav__item', { has: page.locator(`a.main-nav__link[href="${listingHref}"]`) }).hover()
  await nav.locator(`a[href="${href}"]`).first().click()
}

test.describe('research listing', () => {
  test('opens from the menu in both languages with on-going and completed research', async ({ page }) => {
    await openFromMenu(page, 'id', '/riset#completed')
    await expect(page).toHaveURL(/\/riset#completed$/)
    await expect(section(page, 'completed').getByRole('heading', { name: idResearch.sections.completed })).toBeVisible()
    await expect(cards(page, 'completed')).toHaveCount(4)
    await expect(cards(page, 'on-going')).toHaveCount(4)
    await expect(section(page, 'completed').getByText(idResearch.results.end)).toBeVisible()

    await openFromMenu(page, 'en', '/en/research#on-going')
    await expect(page).toHaveURL(/\/en\/research#on-going$/)
    await expect(section(page, 'on-going').getByRole('heading', { name: enResearch.sections.ongoing })).toBeVisible()
    await expect(cards(page, 'on-going').locator('.badge').first()).toHaveText(enResearch.status['on-going'])
    await expect(page.locator('#journal-management')).toBeVisible()
  })

  test('keeps the year filter in the URL across a reload', async ({ page }) => {
    await page.goto('/en/research')
    await page.getByLabel(enResearch.filters.year).selectOption('2022')
    await expect(page).toHaveURL(/\/en\/research\?year=2022$/)
    await expect(cards(page, 'completed')).toHaveCount(2)
    await expect(section(page, 'on-going').getByText(enResearch.results.empty)).toBeVisible()
    await page.reload()
    await expect(page.getByLabel(enResearch.filters.year)).toHaveValue('2022')
    await expect(cards(page, 'completed')).toHaveCount(2)
  })
})

test.describe('research details', () => {
  test('opens on-going research on the on-going page', async ({ page }) => {
    await page.goto('/riset')
    const link = cards(page, 'on-going').first().getByRole('link')
    const title = await link.innerText()
    await link.click()
    await expect(page).toHaveURL(/\/riset\/sedang-berlangsung\/\d+\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('opens completed research, then its chapters one after another', async ({ page }) => {
    await page.goto('/en/research')
    await cards(page, 'completed').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/en\/research\/completed\/\d+\/[a-z0-9-]+$/)
    const chapters = page.getByRole('heading', { name: enResearch.detail.chapters })
    await expect(chapters).toBeVisible()
    await page.locator('ol a').first().click()
    await expect(page).toHaveURL(/\/en\/research\/chapter\/[a-f0-9]{24}\/background$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Background')
    await page.getByRole('link', { name: new RegExp(enResearch.detail.next) }).click()
    await expect(page).toHaveURL(/\/en\/research\/chapter\/[a-f0-9]{24}\/methodology$/)
  })

  test('redirects a wrong status segment or slug and answers 404 for unknown research', async ({ page, request }) => {
    await page.goto('/riset')
    const href = await cards(page, 'completed').first().getByRole('link').getAttribute('href')
    const id = href!.split('/')[3]
    await page.goto(`/riset/sedang-berlangsung/${id}/judul-lama`)
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    expect((await request.get('/riset/lengkap/987654/x')).status()).toBe(404)
    expect((await request.get('/en/research/chapter/ffffffffffffffffffffffff/x')).status()).toBe(404)
  })
})
