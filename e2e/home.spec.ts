import { expect, test } from '@playwright/test'
import enBanners from '../messages/en/banners.json' with { type: 'json' }
import idBanners from '../messages/id/banners.json' with { type: 'json' }
import { messages } from './helpers'

const banners = { id: idBanners, en: enBanners } as const

for (const locale of ['id', 'en'] as const) {
  test(`home shows the areas and a highlight band per area [${locale}]`, async ({ page }) => {
    const home = messages[locale].home
    await page.goto(locale === 'id' ? '/' : '/en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heroTitle)
    const slider = page.getByRole('region', { name: banners[locale].slider.label })
    const slides = slider.getByTestId('banner-slide')
    expect(await slides.count()).toBeGreaterThan(1)
    await slider.getByRole('button', { name: banners[locale].slider.pause }).click()
    await slider.getByRole('button', { name: banners[locale].slider.next }).click()
    await expect(slides.nth(1)).not.toHaveAttribute('aria-hidden', 'true')
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true')

    const areas = page.getByRole('region', { name: home.explore })
    await expect(areas.getByRole('listitem')).toHaveCount(6)

    const programs = page.getByRole('region', { name: home.programs.title })
    await expect(programs.getByTestId('listing-card')).toHaveCount(3)
    const events = page.getByRole('region', { name: home.events.title })
    await expect(events.getByTestId('listing-card')).toHaveCount(3)
    await expect(events.locator('time').first()).toHaveText(/\d{1,2}.* 20\d\d/)

    const research = page.getByRole('region', { name: home.research.title })
    await expect(research.getByTestId('listing-card')).toHaveCount(3)
    await research.getByTestId('listing-card').first().getByRole('link').click()
    await expect(page).toHaveURL(locale === 'id' ? /\/riset\/(lengkap|sedang-berlangsung)\/\d+\// : /\/en\/research\/(completed|on-going)\/\d+\//)

    await page.goBack()
    const elibrary = page.getByRole('region', { name: home.elibrary.title })
    await expect(elibrary.getByTestId('listing-card')).toHaveCount(3)
    await elibrary.getByRole('link', { name: home.elibrary.more }).click()
    await expect(page).toHaveURL(locale === 'id' ? /\/e-library$/ : /\/en\/e-library$/)
  })
}
