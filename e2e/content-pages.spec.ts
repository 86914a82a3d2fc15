import { expect, test } from '@playwright/test'
import { CAPACITY_BUILDING_COPY } from '../backend/seed/capacity-building-copy'
import { HOW_IT_WORKS_TEXTS, LEARNER_STEPS, LECTURER_STEPS } from '../backend/seed/how-it-works-copy'

const CAPACITY_SECTIONS = [
  ['main', 'main'],
  ['participant', 'participant'],
  ['about', 'about'],
  ['program-description', 'programDescription'],
  ['eligible', 'eligible'],
  ['how-to-apply', 'howToApply'],
  ['portofolio', 'portfolio'],
] as const

for (const [locale, path, number] of [
  ['id', '/capacity-building', '4.200+'],
  ['en', '/en/capacity-building', '4,200+'],
] as const) {
  test(`capacity building shows its sections in ${locale}`, async ({ page }) => {
    const copy = CAPACITY_BUILDING_COPY[locale]
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.highlight.title)
    for (const [anchor, key] of CAPACITY_SECTIONS) {
      await expect(page.locator(`section#${anchor}`).getByRole('heading', { level: 2 })).toHaveText(copy[key].title)
    }
    await expect(page.getByTestId('participant-stats').getByRole('listitem')).toHaveCount(4)
    await expect(page.getByTestId('participant-stats').getByRole('listitem').first()).toContainText(number)
    await expect(page.getByTestId('apply-steps').getByRole('listitem')).toHaveCount(copy.howToApply.steps.length)
    const portfolio = page.getByTestId('portfolio').getByRole('listitem')
    await expect(portfolio).toHaveCount(copy.portfolio.items.length)
    await expect(portfolio.first().getByRole('img')).toHaveAttribute('alt', /\S/)
    await page.getByRole('navigation', { name: locale === 'id' ? 'Di halaman ini' : 'On this page' }).getByRole('link', { name: copy.howToApply.title }).click()
    await expect(page).toHaveURL(/#how-to-apply$/)
  })
}

for (const [locale, path, i, register] of [
  ['id', '/cara-kerja', 0, '/daftar'],
  ['en', '/en/how-it-works', 1, '/en/register'],
] as const) {
  test(`how it works shows the highlight and the steps of each audience in ${locale}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOW_IT_WORKS_TEXTS.highlight.title[i])
    const learner = page.getByTestId('steps-learner').getByRole('listitem')
    const lecturer = page.getByTestId('steps-lecturer').getByRole('listitem')
    await expect(learner).toHaveCount(LEARNER_STEPS.length)
    await expect(lecturer).toHaveCount(LECTURER_STEPS.length)
    await expect(learner.first().getByRole('heading')).toHaveText(LEARNER_STEPS[0].title[i])
    await expect(lecturer.last().getByRole('heading')).toHaveText(LECTURER_STEPS[LECTURER_STEPS.length - 1].title[i])
    await expect(learner.first().getByRole('link')).toHaveAttribute('href', register)
    await page.getByRole('link', { name: HOW_IT_WORKS_TEXTS.lecturer.title[i] }).click()
    await expect(page).toHaveURL(/#lecturer$/)
  })
}

test('capacity building and how it works fit 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of ['/en/capacity-building', '/cara-kerja']) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})
