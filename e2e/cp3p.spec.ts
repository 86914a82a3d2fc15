import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { signInToAdmin } from './admin-helpers'
import { onePagePdf } from '../backend/seed/seed-files'
import { latestMail, loginThroughPage } from './account-helpers'
import { saveScreenshot } from './screenshot'

const OPEN = { slug: 'cp3p-batch-12-jakarta', en: 'CP3P Certification Batch 12 — Jakarta' }
const learner = DEMO_ACCOUNTS.learner2

async function adminVerifies(page: Page) {
  await signInToAdmin(page, DEMO_ACCOUNTS.admin)
  // Only registrations awaiting verification, and this learner's: other specs' learners send proofs for the same programme.
  await page.goto('/admin/collections/cp3p-registrations?where[paymentStatus][equals]=waiting-verification')
  await page.locator('table tbody tr', { hasText: learner.email }).first().locator('a').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/cp3p-registrations\/\d+/)
  const field = page.locator('#field-paymentStatus')
  // The option's words in the admin's language (decision 030), Indonesian by default.
  await expect(field).toContainText(/Menunggu verifikasi|Waiting for verification/)
  await field.locator('.rs__control').click()
  await page.locator('.rs__option', { hasText: /^(Lunas|Paid)$/ }).click()
  await page.getByRole('button', { name: /^(save|simpan)$/i }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/success|berhasil/i)
}

test.describe.configure({ mode: 'serial' })

test('a learner registers, pays by transfer, an admin verifies, the learner learns and gives feedback', async ({ page, browser }) => {
  // The whole path in one test (two sessions, a dozen pages): longer than the default minute on a busy machine.
  test.setTimeout(180_000)
  await loginThroughPage(page, learner.email, learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/, { timeout: 30_000 })

  // Public list and detail, then the registration.
  await page.goto('/en/cp3p')
  const card = page.locator('article', { hasText: OPEN.en })
  await expect(card.getByText('Open for registration')).toBeVisible()
  await card.getByRole('link', { name: 'View programme' }).click()
  await expect(page.getByRole('heading', { level: 1, name: OPEN.en })).toBeVisible()
  await page.getByRole('link', { name: 'Register now' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/cp3p/certification/registration/${OPEN.slug}$`))
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(page.getByText('You must agree to the terms and conditions.')).toBeVisible()
  await page.getByLabel('I have read and agree to the terms and conditions.').check()
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/cp3p\/certification\/registration-summary\//)
  await expect(page.getByRole('link', { name: 'Back to cp3p' })).toBeVisible()
  await expect(page.getByTestId('payment-status')).toHaveText('Awaiting payment')
  await expect(page.getByText('IDR 12.500.000').first()).toBeVisible()
  await expect(page.getByText('123-00-0000000-0')).toBeVisible()

  // The dashboard stays closed before payment.
  await page.goto(`/en/cp3p/dashboard/content-course/${OPEN.slug}/${OPEN.slug}`)
  await expect(page.locator('main').getByRole('alert')).toContainText('opens once your payment has been verified')

  // The proof: a renamed non-PDF is refused, a real PDF is accepted.
  await page.goto(`/en/user/activity/cp3p-registration/payment-confirmation/${OPEN.slug}`)
  const input = page.getByLabel(/Transfer receipt/)
  await input.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00not really a pdf') })
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.locator('main').getByRole('alert')).toContainText('must be an image')
  await input.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Transfer IDR 12.500.000') })
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Payment proof sent' })).toBeVisible()
  await expect(page.getByTestId('payment-status')).toHaveText('Waiting for verification')
  await page.goto('/en/user/activity/cp3p-registration')
  await expect(page.locator('li', { hasText: OPEN.en })).toContainText('Waiting for verification')

  // Staff verify in the real admin UI.
  const staff = await browser.newContext()
  await adminVerifies(await staff.newPage())
  await staff.close()

  // Notification and mail reach the learner; the dashboard opens.
  await page.goto('/en/user/notification')
  await expect(page.getByText(/cp3p payment for .* is verified/)).toBeVisible()
  // By subject: other specs mail the same demo learner meanwhile (an event registration's confirmation, for one).
  expect((await latestMail(learner.email, /cp3p payment verified|Pembayaran cp3p terverifikasi/)).subject).toMatch(/cp3p payment verified|Pembayaran cp3p terverifikasi/)
  await page.goto('/en/user/activity/cp3p-registration')
  await page.locator('li', { hasText: OPEN.en }).getByRole('link', { name: 'Open dashboard' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/cp3p/dashboard/content-course/${OPEN.slug}/`))
  await page.getByRole('link', { name: /What is a PPP\?/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'What is a PPP?' })).toBeVisible()
  await page.getByRole('button', { name: 'Mark as read' }).click()
  await expect(page.getByRole('button', { name: /Read/ })).toBeDisabled()
  await expect(page.locator('li[data-done="true"]', { hasText: 'What is a PPP?' })).toBeVisible()

  // Feedback, once.
  await expect(page.getByRole('button', { name: '← Back', exact: true })).toBeVisible()
  await page.goto(`/en/cp3p/dashboard/feedback/${OPEN.slug}/${OPEN.slug}`)
  for (const legend of ['Quality of the material', 'Trainer delivery', 'Facilities']) {
    await page.getByRole('group', { name: legend }).getByLabel('4 stars').check()
  }
  await page.getByLabel('Other comments').fill('Clear and practical.')
  await page.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page.getByText('You have sent your feedback. Thank you!')).toBeVisible()
})

test('screenshots of cp3p pages at 1280 and 375 px in both languages', async ({ page }) => {
  test.setTimeout(180_000)
  const shots: [string, string, string][] = [
    ['cp3p-landing', '/cp3p', '/en/cp3p'],
    ['cp3p-detail', `/cp3p/detail/${OPEN.slug}/${OPEN.slug}`, `/en/cp3p/detail/${OPEN.slug}/${OPEN.slug}`],
  ]
  await loginThroughPage(page, learner.email, learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/, { timeout: 30_000 })
  shots.push(
    ['cp3p-registrations', '/user/aktivitas/cp3p-registrasi', '/en/user/activity/cp3p-registration'],
    ['cp3p-dashboard', `/cp3p/dasbor/konten-kursus/${OPEN.slug}/${OPEN.slug}`, `/en/cp3p/dashboard/content-course/${OPEN.slug}/${OPEN.slug}`],
  )
  for (const [name, id, en] of shots) {
    for (const [locale, path] of [['id', id], ['en', en]] as const) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect(page.locator('main')).toBeVisible()
        await saveScreenshot(page, { path: `reports/screenshots/${name}-${locale}-${width}.png`, fullPage: true })
      }
    }
  }
})

test('the in-house request form validates in both languages and sends a request the API accepts', async ({ page }) => {
  for (const [path, name, required] of [
    ['/cp3p/inhouse-registrasi', 'Nama lengkap', 'Nama lengkap wajib diisi'],
    ['/en/cp3p/inhouse-registration', 'Full name', 'Full name is required'],
  ]) {
    await page.goto(path)
    // zod and the schema load on the first validation (lib/forms/lazy-zod-resolver.ts), so this also checks that load.
    await page.getByLabel(name).focus()
    await page.getByLabel(name).blur()
    await expect(page.getByText(required)).toBeVisible()
  }
  await page.getByLabel('Full name').fill('In-house Requester')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Phone').fill('+62 21 555 0101')
  await page.getByLabel('Company').fill('PT Contoh Infrastruktur')
  await page.getByLabel('Estimated participants').fill('25')
  await page.getByLabel('Purpose of class').fill('A PPP course for our project team.')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByText('Value must be email')).toBeVisible()
  await page.getByLabel('Email').fill('inhouse-requester@example.com')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByText('Your in-house request is sent. Our team will contact you.')).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('')
})
