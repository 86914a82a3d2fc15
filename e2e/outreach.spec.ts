import { expect, test, type Page } from '@playwright/test'
import { COP_COPY } from '../backend/seed/outreach/cop-copy'
import { NEWSLETTERS } from '../backend/seed/outreach/newsletters'
import { OUTREACH_COPY } from '../backend/seed/outreach/outreach-copy'
import enOutreach from '../messages/en/outreach.json' with { type: 'json' }
import idOutreach from '../messages/id/outreach.json' with { type: 'json' }
import { messages } from './helpers'

const outreach = { id: idOutreach, en: enOutreach }
const newsletterCards = (page: Page) => page.locator('section#newsletter').getByTestId('newsletter-card')

async function openFromMenu(page: Page, locale: 'id' | 'en', listingHref: string, href: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(locale === 'id' ? '/' : '/en')
  const nav = page.getByRole('navigation', { name: messages[locale].nav.mainLabel })
  await nav.locator('.main-nav__item', { has: page.locator(`a.main-nav__link[href="${listingHref}"]`) }).hover()
  await nav.locator(`a[href="${href}"]`).first().click()
}

test.describe('outreach', () => {
  test('the Outreach dropdown reaches the community of practice page in both languages', async ({ page }) => {
    await openFromMenu(page, 'id', '/kemitraan', '/kemitraan/cop')
    await expect(page).toHaveURL(/\/kemitraan\/cop$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COP_COPY.id.intro.title)

    await openFromMenu(page, 'en', '/en/outreach', '/en/outreach/cop')
    await expect(page).toHaveURL(/\/en\/outreach\/cop$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COP_COPY.en.intro.title)
  })

  for (const locale of ['id', 'en'] as const) {
    test(`the outreach page introduces the work and links onward [${locale}]`, async ({ page }) => {
      const prefix = locale === 'id' ? '' : '/en'
      await page.goto(locale === 'id' ? '/kemitraan' : '/en/outreach')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].routes['/outreach'])
      await expect(page.getByText(OUTREACH_COPY[locale].headline)).toBeVisible()
      const highlight = page.locator('#community-of-practice')
      await expect(highlight.getByRole('heading', { name: COP_COPY[locale].highlight.title })).toBeVisible()
      await expect(highlight.getByText(outreach[locale].highlight.latestNewsletter)).toBeVisible()
      await expect(highlight.getByRole('link', { name: COP_COPY[locale].highlight.linkLabel })).toHaveAttribute('href', locale === 'id' ? '/kemitraan/cop' : '/en/outreach/cop')
      const [events, resources] = OUTREACH_COPY[locale].links
      await expect(page.getByRole('link', { name: events.label })).toHaveAttribute('href', `${prefix}/event?topic=1#past-event`)
      await page.getByRole('link', { name: resources.label }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/e-library\\?type=21$`))
    })
  }
})

test.describe('community of practice', () => {
  for (const locale of ['id', 'en'] as const) {
    test(`shows purpose, membership, benefits and activities [${locale}]`, async ({ page }) => {
      const copy = COP_COPY[locale]
      await page.goto(locale === 'id' ? '/kemitraan/cop' : '/en/outreach/cop')
      for (const title of [copy.purpose.title, copy.membership.title, copy.benefitActivity.title, copy.newsletter.title]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      }
      await page.getByRole('navigation', { name: outreach[locale].cop.onThisPage }).getByRole('link', { name: copy.membership.title }).click()
      await expect(page).toHaveURL(/#membership$/)
      await expect(page.getByRole('heading', { name: outreach[locale].cop.howToJoin })).toBeInViewport()
      await expect(page.getByRole('link', { name: copy.membership.joinLabel })).toHaveAttribute('href', /^mailto:kop@/)
      await expect(page.getByRole('heading', { level: 4, name: copy.benefitActivity.activities[0].title })).toBeVisible()
    })
  }

  test('pages the newsletter archive and offers each issue as a PDF', async ({ page, request }) => {
    await page.goto('/en/outreach/cop#newsletter')
    await expect(newsletterCards(page)).toHaveCount(6)
    const newest = NEWSLETTERS.at(-1)!
    await expect(newsletterCards(page).first().getByRole('heading')).toHaveText(newest.title.en)
    await page.getByRole('button', { name: enOutreach.newsletter.loadMore }).click()
    await expect(newsletterCards(page)).toHaveCount(NEWSLETTERS.length)
    await expect(page.getByText(enOutreach.newsletter.end)).toBeVisible()
    await expect(newsletterCards(page).last().getByRole('heading')).toHaveText(NEWSLETTERS[0].title.en)

    const download = newsletterCards(page).first().getByRole('link', { name: `Download the newsletter ${newest.title.en} (PDF)` })
    const href = await download.getAttribute('href')
    const file = await request.get(href!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })
})
