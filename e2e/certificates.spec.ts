import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { SEEDED_CERTIFICATE_CODES, SHORT_COURSE_SLUG } from '../backend/seed/certificates'
import { DEMO_ACCOUNTS } from './demo-accounts'
import type { AppPathname } from '../lib/i18n/pathnames'
import { loginThroughPage } from './account-helpers'
import { buildPath } from './helpers'
import { readPdf } from './pdf-reader'
import { saveScreenshot } from './screenshot'

const TITLES = { id: 'etika-pengadaan-dalam-kpbu', en: 'procurement-ethics-in-ppp' }
const LEARNER = DEMO_ACCOUNTS.learner

async function shoot(page: Page, name: string, route: AppPathname, params: (locale: 'id' | 'en') => Record<string, string>) {
  for (const locale of ['id', 'en'] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(buildPath(route, locale, params(locale)))
      await page.waitForLoadState('load')
      await saveScreenshot(page, { path: `reports/screenshots/certificates-${name}-${locale}-${width}.png`, fullPage: true })
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.describe.configure({ mode: 'serial' })

test('a learner completes the short course, gives feedback, downloads the PDF and a visitor verifies it', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await loginThroughPage(page, LEARNER.email, LEARNER.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const certificatePage = `/en/online-course/e-certificate/${SHORT_COURSE_SLUG}/${TITLES.en}`

  await page.goto(certificatePage)
  await expect(page.getByTestId('certificate-not-issued')).toBeVisible()

  await page.goto(`/en/online-course/course-content/${SHORT_COURSE_SLUG}/${TITLES.en}`)
  await page.getByTestId('continue-course').click()
  for (const title of ['Integrity principles', 'Conflicts of interest']) {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await page.getByTestId('mark-as-read').click()
    await expect(page.getByTestId('lecture-marked')).toBeVisible()
    if (title === 'Integrity principles') await page.getByTestId('lecture-next').click()
  }
  await expect(page.getByTestId('course-progress').first()).toHaveAttribute('data-percent', '100')

  await page.goto(certificatePage)
  const feedback = page.getByTestId('feedback-form')
  await expect(feedback).toBeVisible()
  await feedback.getByRole('button', { name: 'Send feedback' }).click()
  await expect(feedback.getByText('Rating is required').first()).toBeVisible()
  for (const group of await feedback.getByRole('group').all()) await group.getByLabel('4 stars').check()
  await feedback.getByLabel('Other comments (optional)').fill('Clear and short.')
  await feedback.getByRole('button', { name: 'Send feedback' }).click()

  const card = page.getByTestId('certificate-card')
  await expect(card).toBeVisible()
  await expect(page.getByTestId('certificate-holder')).toHaveText(LEARNER.fullName)
  const code = (await page.getByTestId('certificate-code').textContent())!.trim()
  expect(code).toMatch(/^[A-Z2-7]{26}$/)
  await expect(page.getByTestId('certificate-linkedin')).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&name=Procurement\+Ethics/)

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('certificate-download').click()])
  const pdf = await readPdf(new Uint8Array(fs.readFileSync((await download.path())!)))
  expect(pdf.text).toContain(LEARNER.fullName)
  expect(pdf.text).toContain(code)
  expect(pdf.text).toContain('Procurement Ethics in PPP')
  // The QR code's URL, read from the link laid over it.
  expect(pdf.links).toHaveLength(1)
  const qrUrl = new URL(pdf.links[0])

  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(qrUrl.pathname)
  const result = visitorPage.getByTestId('verification-result')
  await expect(result).toHaveAttribute('data-status', 'valid')
  await expect(visitorPage.getByTestId('verified-holder')).toHaveText(LEARNER.fullName)
  await expect(visitorPage.getByTestId('verified-course')).toHaveText('Procurement Ethics in PPP')
  const posted = await visitorPage.request.post('/api/online-course/certificate-verification', { data: { certificateCode: code }, headers: { origin: new URL(visitorPage.url()).origin } })
  expect(posted.status()).toBe(200)
  expect((await posted.json()).data.certificate.holderName).toBe(LEARNER.fullName)
  await visitor.close()
})

test('a visitor is told plainly when a code is made up or revoked', async ({ page }) => {
  await page.goto('/en/education/online-course/certificate/AAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByTestId('verification-result')).toHaveAttribute('data-status', 'unknown')
  await expect(page.getByText('This certificate code is unknown. Check the code you entered.')).toBeVisible()

  await page.getByLabel('Certificate code').fill(SEEDED_CERTIFICATE_CODES.revoked.toLowerCase())
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(page.getByTestId('verification-result')).toHaveAttribute('data-status', 'revoked')
  await expect(page.getByText('This certificate has been revoked and is no longer valid.')).toBeVisible()
  await expect(page.getByTestId('verified-holder')).toHaveText(LEARNER.fullName)

  await page.getByLabel('Certificate code').fill(SEEDED_CERTIFICATE_CODES.valid)
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(page.getByTestId('verification-result')).toHaveAttribute('data-status', 'valid')
})

test('another member cannot download someone else’s certificate', async ({ page }) => {
  await loginThroughPage(page, DEMO_ACCOUNTS.learner2.email, DEMO_ACCOUNTS.learner2.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const verified = await page.request.get(`/api/online-course/certificate-verification?certificateCode=${SEEDED_CERTIFICATE_CODES.valid}`)
  const id = (await verified.json()).data.certificate.certificateId
  expect((await page.request.get(`/api/online-course/certificate/download?certificateId=${id}`)).status()).toBe(403)
})

test('certificate pages at 1280 and 375 px in both languages (screenshots)', async ({ page }) => {
  test.setTimeout(180_000)
  await loginThroughPage(page, LEARNER.email, LEARNER.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const guarantees = { id: 'penjaminan-pemerintah-untuk-infrastruktur', en: 'government-guarantees-for-infrastructure' }
  await shoot(page, 'e-certificate', '/online-course/e-certificate/[slug]/[title]', (locale) => ({ slug: 'penjaminan-pemerintah', title: guarantees[locale] }))
  await shoot(page, 'verification', '/education/online-course/certificate/[slug]', () => ({ slug: SEEDED_CERTIFICATE_CODES.valid }))
  await shoot(page, 'revoked', '/education/online-course/certificate/[slug]', () => ({ slug: SEEDED_CERTIFICATE_CODES.revoked }))
  await shoot(page, 'snapshot', '/snapshot-certificate/[slug]/[title]/[id]', (locale) => ({ slug: 'penjaminan-pemerintah', title: guarantees[locale], id: SEEDED_CERTIFICATE_CODES.valid }))
})
