import { expect, test, type Page } from '@playwright/test'
import { ADVISORS, AWARDS, PARTNERS } from '../backend/seed/about-copy-people'
import { CEO, PURPOSE, VISION_MISSION, WHAT_WE_DO } from '../backend/seed/about-copy-story'
import { BANNERS } from '../backend/seed/banner-copy'
import enAbout from '../messages/en/about.json' with { type: 'json' }
import idAbout from '../messages/id/about.json' with { type: 'json' }
import { messages } from './helpers'

const ANCHORS = ['ceo-notes', 'our-purpose', 'vision-mission', 'what-we-do', 'awards', 'partnership', 'academic-advisor'] as const
const about = { id: idAbout, en: enAbout }
const banner = BANNERS.find((b) => b.placement === 'about-us')!

async function expectAboutPage(page: Page, locale: 'id' | 'en') {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].routes['/about-us'])
  // The page banner (placement about-us) sits under the h1, its link localized.
  const hero = page.getByTestId('page-banner')
  await expect(hero).toContainText(banner.title[locale])
  await expect(hero.getByRole('link', { name: banner.linkLabel[locale] })).toHaveAttribute('href', locale === 'id' ? '/tentang-kami#what-we-do' : '/en/about-us#what-we-do')
  const jump = page.getByRole('navigation', { name: about[locale].onThisPage })
  for (const id of ANCHORS) {
    await expect(jump.getByRole('link', { name: about[locale].sections[id] })).toHaveAttribute('href', `#${id}`)
  }
  const ceo = page.locator('section#ceo-notes')
  await expect(ceo.getByRole('heading', { level: 2 })).toHaveText(CEO.title[locale])
  await expect(ceo.getByRole('img', { name: CEO.name })).toBeVisible()
  await expect(ceo.locator('figcaption')).toContainText(CEO.position[locale])
  await expect(page.locator('section#our-purpose')).toContainText(PURPOSE.statement[locale])
  await expect(page.locator('section#vision-mission')).toContainText(VISION_MISSION.vision[locale])
  await expect(page.locator('section#vision-mission li')).toHaveCount(VISION_MISSION.missions.length)
  await expect(page.locator('section#what-we-do').getByTestId('area-card')).toHaveCount(WHAT_WE_DO.items.length)
  await expect(page.locator('section#awards').getByTestId('award')).toHaveCount(AWARDS.items.length)
  await expect(page.locator('section#awards')).toContainText(AWARDS.items[0].title[locale])
  const partners = page.locator('section#partnership').getByTestId('partner')
  await expect(partners).toHaveCount(PARTNERS.items.length)
  await expect(partners.first().getByRole('link')).toHaveAttribute('target', '_blank')
  await expect(partners.first()).toContainText(PARTNERS.items[0].name[locale])
  const advisors = page.locator('section#academic-advisor').getByTestId('advisor')
  await expect(advisors).toHaveCount(ADVISORS.items.length)
  await expect(advisors.first().getByRole('heading', { level: 3 })).toHaveText(ADVISORS.items[0].name)
  await expect(advisors.first()).toContainText(ADVISORS.items[0].position[locale])
  await expect(advisors.first().getByRole('img')).toHaveAttribute('alt', /\S/)
}

test.describe('about us', () => {
  test('shows every section, with the page banner, in Indonesian', async ({ page }) => {
    await page.goto('/tentang-kami')
    await expectAboutPage(page, 'id')
  })

  test('shows every section, with the page banner, in English', async ({ page }) => {
    await page.goto('/en/about-us')
    await expectAboutPage(page, 'en')
  })

  test('the about dropdown anchors scroll to their sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en')
    const nav = page.getByRole('navigation', { name: messages.en.nav.mainLabel })
    const header = page.locator('header').first()
    const item = nav.locator('.main-nav__item', { has: page.locator('a.main-nav__link[href="/en/about-us"]') })
    for (const id of [ANCHORS[0], ...ANCHORS.slice(1).reverse()]) {
      await item.hover()
      await nav.locator(`a[href="/en/about-us#${id}"]`).click()
      await expect(page).toHaveURL(new RegExp(`/en/about-us#${id}$`))
      const heading = page.locator(`section#${id} h2`)
      await expect(heading).toBeInViewport()
      // The heading is not left under the floating header.
      await expect
        .poll(async () => ((await heading.boundingBox())?.y ?? -1) - ((await header.boundingBox())?.height ?? 0))
        .toBeGreaterThanOrEqual(0)
    }
  })
})
