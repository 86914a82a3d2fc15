import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { MAIN_PROGRAMS } from '../backend/seed/education-programs-main'
import enEdu from '../messages/en/education.json' with { type: 'json' }
import idEdu from '../messages/id/education.json' with { type: 'json' }
import { messages } from './helpers'

const others = (page: Page) => page.locator('section#other-programs')
const otherCards = (page: Page) => others(page).getByTestId('listing-card')
const mainCards = (page: Page) => page.getByTestId('main-program')

/** Hovers the header's Education entry (desktop width) and returns its dropdown item. */
async function openEducationMenu(page: Page, locale: 'id' | 'en') {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(locale === 'id' ? '/' : '/en')
  const nav = page.getByRole('navigation', { name: messages[locale].nav.mainLabel })
  const href = locale === 'id' ? '/edukasi' : '/en/education'
  const item = nav.locator('.main-nav__item', { has: page.locator(`a.main-nav__link[href="${href}"]`) })
  await item.hover()
  return item
}

test.describe('education page', () => {
  test('opens from the header menu in both languages', async ({ page }) => {
    await (await openEducationMenu(page, 'id')).locator('a[href="/edukasi#main-programs"]').first().click()
    await expect(page).toHaveURL(/\/edukasi#main-programs$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: idEdu.sections.main })).toBeVisible()
    await expect(mainCards(page)).toHaveCount(MAIN_PROGRAMS.length)

    await (await openEducationMenu(page, 'en')).locator('a[href="/en/education#other-programs"]').first().click()
    await expect(page).toHaveURL(/\/en\/education#other-programs$/)
    await expect(others(page).getByRole('heading', { level: 2, name: enEdu.sections.other })).toBeVisible()
    await expect(otherCards(page)).toHaveCount(6)
    await expect(mainCards(page).first()).toContainText(MAIN_PROGRAMS[0].title.en)
  })

  test('lists the main programs in the Education dropdown; one opens in both languages', async ({ page }) => {
    const item = await openEducationMenu(page, 'id')
    const group = item.locator('.main-nav__group', { hasText: messages.id.nav.feeds.mainPrograms })
    await expect(group.getByRole('link')).toHaveText(MAIN_PROGRAMS.map((program) => program.title.id))
    await group.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/edukasi\/\d+\/pelatihan-dasar-kpbu-bagi-pjpk$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MAIN_PROGRAMS[0].title.id)
    await expect(page.getByText(idEdu.facts.formats['in-person'])).toBeVisible()

    // The switcher links straight to the English page with its own slug (no redirect).
    await page.locator('.lang-switcher a[hreflang="en"]').first().click()
    await expect(page).toHaveURL(/\/en\/education\/\d+\/ppp-foundations-for-contracting-agencies$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MAIN_PROGRAMS[0].title.en)
    await expect(page.getByRole('definition').filter({ hasText: '5 days' })).toBeVisible()
  })

  test('pages the other programs by 6 with load more to the end', async ({ page }) => {
    await page.goto('/edukasi')
    await expect(otherCards(page)).toHaveCount(6)
    const more = others(page).getByRole('button', { name: idEdu.results.loadMore })
    for (const count of [12, 15]) {
      await more.click()
      await expect(otherCards(page)).toHaveCount(count)
    }
    await expect(others(page).getByText(idEdu.results.end)).toBeVisible()
    await expect(more).toHaveCount(0)
  })

  test('keeps sort and search in the URL; a new one starts again at the first page', async ({ page }) => {
    await page.goto('/en/education')
    await others(page).getByRole('button', { name: enEdu.results.loadMore }).click()
    await expect(otherCards(page)).toHaveCount(12)
    await others(page).getByLabel(enEdu.filters.sort).selectOption('az')
    await expect(page).toHaveURL(/\/en\/education\?sort=az#other-programs$/)
    await expect(otherCards(page)).toHaveCount(6)
    await expect(otherCards(page).first().getByRole('heading')).toHaveText('Availability Payment Schemes')

    await others(page).getByLabel(enEdu.filters.search).fill('Risk Allocation')
    await others(page).getByRole('button', { name: enEdu.filters.apply }).click()
    await expect(page).toHaveURL(/search=Risk\+Allocation&sort=az#other-programs$/)
    await expect(otherCards(page)).toHaveCount(1)
    await expect(otherCards(page).getByRole('heading')).toHaveText('Risk Allocation in PPP Contracts')
    await page.reload()
    await expect(others(page).getByLabel(enEdu.filters.search)).toHaveValue('Risk Allocation')
    await expect(otherCards(page)).toHaveCount(1)

    await others(page).getByLabel(enEdu.filters.search).fill('podcast')
    await others(page).getByRole('button', { name: enEdu.filters.apply }).click()
    await expect(others(page).getByText(enEdu.results.empty)).toBeVisible()
    await others(page).getByRole('link', { name: enEdu.filters.reset }).click()
    await expect(page).toHaveURL(/\/en\/education#other-programs$/)
    await expect(otherCards(page)).toHaveCount(6)
  })
})

test.describe('program page', () => {
  test('has one canonical URL, Course structured data, and answers 404 for unknown programs', async ({ page, request }) => {
    await page.goto('/edukasi')
    const link = otherCards(page).first().getByRole('link')
    const title = await link.innerText()
    await link.click()
    await expect(page).toHaveURL(/\/edukasi\/\d+\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('heading', { level: 2, name: 'Yang akan Anda pelajari' })).toBeVisible()
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text))
    expect(ld.find((item: { '@type': string }) => item['@type'] === 'Course')).toMatchObject({ name: title, inLanguage: 'id', url: page.url() })

    const canonical = new URL(page.url()).pathname
    const id = canonical.split('/')[2]
    await page.goto(`/edukasi/${id}/judul-lama`)
    await expect(page).toHaveURL(new RegExp(`${canonical}$`))
    expect((await request.get('/edukasi/987654/tidak-ada')).status()).toBe(404)
    expect((await request.get('/en/education/not-a-number/x')).status()).toBe(404)
  })
})

test('an editor publishes a new program title and its cached page shows it within seconds', async ({ page, request }) => {
  // The last other program in the editors' order: no other test reads it.
  const last = (await (await request.get('/api/static/education/other-program?skip=12&take=6')).json()) as { listing: { id: number }[] }
  const id = last.listing.at(-1)!.id
  await page.goto(`/edukasi/${id}/x`)
  const before = page.url()
  const login = await request.post('/api/users/login', { data: { email: DEMO_ACCOUNTS.lecturer.email, password: DEMO_ACCOUNTS.lecturer.password } })
  const { token } = (await login.json()) as { token: string }
  const title = `Program Diperbarui ${Date.now()}`
  const saved = await request.patch(`/api/education-programs/${id}?locale=id`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title, _status: 'published' },
  })
  expect(saved.status()).toBe(200)
  await expect(async () => {
    await page.goto(before)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await expect(page).toHaveURL(new RegExp(`/edukasi/${id}/program-diperbarui-\\d+$`))
})

test('the education page fits 360 px and loads more with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/edukasi')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await others(page).getByRole('button', { name: idEdu.results.loadMore }).focus()
  await page.keyboard.press('Enter')
  await expect(otherCards(page)).toHaveCount(12)
})
