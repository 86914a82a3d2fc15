import { readFile } from 'node:fs/promises'
import { expect, request, test, type Page } from '@playwright/test'
import { onePagePdf } from '../backend/seed/seed-files'
import { asAdmin, createLearner } from './account-helpers'
import { signInToAdmin } from './admin-helpers'

const OPEN_PROGRAMME = 'cp3p-batch-12-jakarta'
/** The sidebar's groups by job, in order (backend/admin/navigation). */
const GROUPS = ['Konten', 'Halaman situs', 'Kursus online', 'Anggota', 'Program & pembayaran', 'Acara', 'Sistem']

/**
 * An admin of this test's own: the demo admin's CMS sessions live on its user row, and other specs signing it in
 * at the same moment can end this page's session.
 */
async function createAdmin(baseURL: string): Promise<{ email: string; password: string }> {
  const account = { email: `dashboard-admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`, password: 'Dashboard-Admin-2026!' }
  await asAdmin(baseURL, async (admin, headers) => {
    const created = await admin.post('/api/users', { headers, data: { ...account, fullName: 'Dashboard Admin', role: 'admin', loginType: 'default', isVerified: true } })
    expect(created.status(), await created.text()).toBe(201)
  })
  return account
}

async function proofsWaiting(page: Page): Promise<number> {
  await page.goto('/admin')
  const count = page.getByTestId('pending-cp3p-proofs').getByTestId('pending-count')
  await expect(count).toHaveText(/^\d+$/)
  return Number(await count.textContent())
}

/** Issue 22: staff meet an Indonesian admin grouped by job, with the work waiting for them on the dashboard. */
test('an admin sees the Indonesian navigation by job and the proofs waiting grow when a learner sends one', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const account = await createLearner(baseURL!, 'Admin Dashboard Learner')
  const learner = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL!).origin } })
  let registrationId = 0
  try {
    const login = await learner.post('/api/user/account/login', { data: { email: account.email, password: account.password } })
    expect(login.status(), await login.text()).toBe(200)
    const registered = await learner.post('/api/cp3p/public-course/registration', { data: { courseId: OPEN_PROGRAMME } })
    expect(registered.status(), await registered.text()).toBe(200)
    registrationId = ((await registered.json()) as { data: { registrationId: number } }).data.registrationId

    // The browser asks for English (Playwright's en-US): the admin still answers in Indonesian.
    await signInToAdmin(page, await createAdmin(baseURL!))
    await expect(page.locator('html')).toHaveAttribute('lang', 'id')
    const nav = page.locator('aside.nav')
    await expect(nav.locator('.nav-group__label')).toHaveText(GROUPS)
    await expect(nav.getByRole('link', { name: 'Pendaftaran CP3P', exact: true })).toHaveCount(1)
    // The dashboard's cards follow the same groups, under the pending work.
    const dashboard = page.locator('.dashboard')
    for (const group of GROUPS) await expect(dashboard.getByRole('heading', { name: group, exact: true }).first()).toBeVisible()
    await expect(dashboard.getByRole('link', { name: 'Bukti pembayaran CP3P' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Pekerjaan menunggu' })).toBeVisible()

    const before = await proofsWaiting(page)
    const sent = await learner.post(`/api/cp3p/public-course/payment-confirmation-submit?courseId=${OPEN_PROGRAMME}`, {
      multipart: { file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Transfer IDR 12.500.000') } },
    })
    expect(sent.status(), await sent.text()).toBe(200)
    await expect.poll(() => proofsWaiting(page), { timeout: 20_000 }).toBeGreaterThan(before)

    // The count links to the list of exactly those registrations, where the learner's one waits.
    await page.getByTestId('pending-cp3p-proofs').click()
    await expect.poll(() => decodeURIComponent(page.url())).toContain('/admin/collections/cp3p-registrations?where[paymentStatus][equals]=waiting-verification')
    await expect(page.locator('table tbody tr', { hasText: account.email })).toHaveCount(1)
  } finally {
    await learner.dispose()
    // e2e/cp3p.spec.ts verifies a registration awaiting verification in /admin; this one must not linger there.
    if (registrationId) await asAdmin(baseURL!, async (admin, headers) => void (await admin.delete(`/api/cp3p-registrations/${registrationId}`, { headers })))
  }
})

/** Decision 030: an admin list with its fields in Indonesian, and its rows as CSV with the list's filter. */
test('an admin reads Indonesian column headers and exports the filtered members list as CSV', async ({ page, baseURL }) => {
  await signInToAdmin(page, await createAdmin(baseURL!))
  await page.goto('/admin/collections/users?where[role][equals]=learner')
  for (const header of ['Nama lengkap', 'Peran', 'Terverifikasi']) await expect(page.locator('table thead')).toContainText(header)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Ekspor CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n')
  expect(rows[0]).toMatch(/^Nama lengkap,Email,Peran,/)
  expect(rows.length).toBeGreaterThan(1)
  // Only the learners the list shows: no staff row.
  expect(rows.slice(1).every((row) => !/@demo\.lpi\.test,(Admin|Dosen|Mentor|admin|lecturer|mentor),/.test(row))).toBe(true)
  expect(rows.some((row) => row.startsWith('Sari Wulandari,learner@demo.lpi.test,'))).toBe(true)
})
