import { expect, test } from '@playwright/test'
import enCp3p from '../messages/en/cp3p.json' with { type: 'json' }
import idCp3p from '../messages/id/cp3p.json' with { type: 'json' }
import { loginThroughPage } from './account-helpers'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { messages } from './helpers'

/** Issue 22: the highlight calls each have a place on the home page, and the cp3p landing shows what alumni said. */
const cp3p = { id: idCp3p, en: enCp3p } as const
const home = (locale: 'id' | 'en') => (locale === 'id' ? '/' : '/en')

for (const locale of ['id', 'en'] as const) {
  test(`home shows the online courses and the open cp3p programmes [${locale}]`, async ({ page }) => {
    const t = messages[locale].home
    await page.goto(home(locale))
    const courses = page.getByRole('region', { name: t.courses.title })
    await expect(courses.getByTestId('listing-card')).toHaveCount(3)
    await courses.getByTestId('listing-card').first().getByRole('link').click()
    await expect(page).toHaveURL(locale === 'id' ? /\/edukasi\/kursus-online\/[a-z0-9-]+\/[a-z0-9-]+$/ : /\/en\/education\/online-course\/[a-z0-9-]+\/[a-z0-9-]+$/)

    await page.goBack()
    // The seed has three programmes: one open, one past its due date, one full. Only the open one is offered.
    const programmes = page.getByRole('region', { name: t.cp3p.title })
    await expect(programmes.getByRole('article')).toHaveCount(1)
    await expect(programmes.getByText(cp3p[locale].open, { exact: true })).toBeVisible()
    await programmes.getByRole('link', { name: cp3p[locale].viewDetail }).click()
    await expect(page).toHaveURL(/\/cp3p\/detail\/cp3p-batch-12-jakarta\//)
  })

  test(`home answers the popular questions in place [${locale}]`, async ({ page }) => {
    const t = messages[locale].home
    await page.goto(home(locale))
    const faq = page.getByRole('region', { name: t.faq.title })
    const questions = faq.locator('details')
    await expect(questions).toHaveCount(4)
    await expect(questions.first()).not.toHaveAttribute('open', '')
    await questions.first().locator('summary').click()
    await expect(questions.first()).toHaveAttribute('open', '')
    await expect(questions.first().locator(':scope > div')).toBeVisible()
    await faq.getByRole('link', { name: t.faq.more }).click()
    await expect(page).toHaveURL(locale === 'id' ? /\/faq$/ : /\/en\/faq$/)
  })

  test(`the cp3p landing shows what alumni said, each voice once [${locale}]`, async ({ page }) => {
    await page.goto(locale === 'id' ? '/cp3p' : '/en/cp3p')
    const voices = page.getByRole('region', { name: cp3p[locale].testimony })
    await expect(voices.locator('blockquote')).toHaveCount(1)
    await expect(voices.locator('blockquote footer')).toContainText('Budi Santoso')
  })
}

test('a lecture shows its preview text and its assignment (spec section 3)', async ({ page }) => {
  const t = messages.en.courses.lecture
  await loginThroughPage(page, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  await page.goto('/en/online-course/course-content/dasar-dasar-kpbu/ppp-fundamentals')
  await page.getByRole('link', { name: 'What is a PPP?' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'What is a PPP?' })).toBeVisible()
  await expect(page.getByText('A 6-minute video with its transcript below')).toBeVisible()
  const assignment = page.getByRole('region', { name: t.assignment })
  await expect(assignment).toContainText('Name one infrastructure project in your region')
  await expect(assignment).toContainText('10 minutes')
})
