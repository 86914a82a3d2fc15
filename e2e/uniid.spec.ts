import { expect, test } from '@playwright/test'
import { UNIID_TEXTS as T, UNIVERSITIES } from '../backend/seed/uniid-copy'
import enUniid from '../messages/en/uniid.json' with { type: 'json' }
import idUniid from '../messages/id/uniid.json' with { type: 'json' }
import { messages } from './helpers'

const uniid = { id: idUniid, en: enUniid }

for (const locale of ['id', 'en'] as const) {
  test(`the UniID page shows all its sections in ${locale}`, async ({ page }) => {
    await page.goto(locale === 'id' ? '/uniid' : '/en/uniid')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].routes['/uniid'])
    await expect(page.locator('#highlight')).toContainText(T.highlight.title[locale])
    await expect(page.locator('section#intro h2')).toHaveText(T.intro.title[locale])
    await expect(page.locator('section#intro')).toContainText(T.intro.body[locale][0])
    await expect(page.locator('section#our-vision')).toContainText(T.ourVision.text[locale])
    await expect(page.locator('section#our-mission li')).toHaveCount(T.ourMission.items.length)
    await expect(page.locator('section#activity').getByTestId('area-card')).toHaveCount(T.activity.items.length)
    const listing = page.locator('section#university-listing')
    await expect(listing.getByRole('heading', { level: 2 })).toHaveText(T.universityListing.title[locale])
    const cards = listing.getByTestId('university')
    await expect(cards).toHaveCount(UNIVERSITIES.length)
    // By name: Institut Teknologi Bandung comes first.
    const first = [...UNIVERSITIES].sort((a, b) => a.name.localeCompare(b.name))[0]
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(first.name)
    await expect(cards.first().getByRole('link', { name: uniid[locale].visitWebsite.replace('{name}', first.name) })).toHaveAttribute('href', first.website)
    // The highlight's link jumps to the listing.
    await page.locator('#highlight').getByRole('link', { name: T.highlight.linkLabel[locale] }).click()
    await expect(page).toHaveURL(/#university-listing$/)
    await expect(listing.getByRole('heading', { level: 2 })).toBeInViewport()
  })
}
