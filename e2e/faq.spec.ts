import { expect, test, type Page } from '@playwright/test'
import { ACCOUNT_FAQ, COURSE_FAQ } from '../backend/seed/faq/account-course'
import { CERTIFICATE_FAQ, EVENT_FAQ } from '../backend/seed/faq/certificate-event'
import enFaq from '../messages/en/faq.json' with { type: 'json' }
import idFaq from '../messages/id/faq.json' with { type: 'json' }

const CATEGORIES = [ACCOUNT_FAQ, COURSE_FAQ, CERTIFICATE_FAQ, EVENT_FAQ]
const tablist = (page: Page, label: string) => page.getByRole('tablist', { name: label })

test.describe('FAQ', () => {
  test('switches categories with the arrow keys and keeps the category in the address [id]', async ({ page }) => {
    await page.goto('/faq')
    const tabs = tablist(page, idFaq.categories).getByRole('tab')
    await expect(tabs).toHaveText(CATEGORIES.map((c) => c.title.id))
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(ACCOUNT_FAQ.title.id)

    await tabs.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\/faq\?category=online-course$/)
    await expect(page.getByRole('tabpanel').getByText(COURSE_FAQ.faqs[0].question.id)).toBeVisible()

    await page.keyboard.press('End')
    await expect(tabs.last()).toBeFocused()
    await expect(page).toHaveURL(/\?category=events$/)
    await page.keyboard.press('Home')
    await expect(page).toHaveURL(/\?category=account$/)
    await expect(page.getByText(EVENT_FAQ.faqs[0].question.id)).toBeHidden()
  })

  test('opens and closes an answer from the keyboard [en]', async ({ page }) => {
    await page.goto('/en/faq?category=certificate')
    const question = CERTIFICATE_FAQ.faqs[0]
    const summary = page.locator('summary', { hasText: question.question.en })
    const answer = page.getByText('The e-certificate is issued automatically')
    await expect(answer).toBeHidden()
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await page.keyboard.press('Space')
    await expect(answer).toBeHidden()

    // Tab order: the selected tab, then its panel, then the first question.
    await tablist(page, enFaq.categories).getByRole('tab', { selected: true }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(summary).toBeFocused()
  })

  test('a link to one question opens its answer', async ({ page, request }) => {
    const list = (await (await request.get('/api/faq/list?category=events', { headers: { 'accept-language': 'en' } })).json()) as {
      data: { faqs: { id: number; question: string }[] }[]
    }
    const second = list.data[0].faqs[1]
    await page.goto(`/en/faq?category=events#faq-${second.id}`)
    await expect(page.locator(`details#faq-${second.id}`)).toHaveAttribute('open', '')
    await expect(page.getByText(EVENT_FAQ.faqs[1].answer.en.slice(0, 40))).toBeVisible()
    await expect(page.locator(`details#faq-${list.data[0].faqs[0].id}`)).not.toHaveAttribute('open', '')
  })

  test('a shared link opens its category in the server-rendered page, with FAQPage data', async ({ request }) => {
    const html = await (await request.get('/en/faq?category=events')).text()
    expect(html).toMatch(/aria-selected="true"[^>]*>Events</)
    expect(html).toContain(EVENT_FAQ.faqs[0].question.en)
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
    const faqPage = ld.find((data) => data['@type'] === 'FAQPage')
    expect(faqPage.mainEntity).toHaveLength(CATEGORIES.reduce((sum, c) => sum + c.faqs.length, 0))
    expect(faqPage.mainEntity[0]).toMatchObject({ '@type': 'Question', name: ACCOUNT_FAQ.faqs[0].question.en })
    expect(faqPage.mainEntity[0].acceptedAnswer.text).toContain('Choose Register')
  })
})
