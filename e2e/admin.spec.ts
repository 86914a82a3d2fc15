import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { signInToAdmin } from './admin-helpers'

async function apiToken(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/users/login', { data: { email: account.email, password: account.password } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

test('a staff member signs in to the CMS at /admin', async ({ page }) => {
  await signInToAdmin(page, DEMO_ACCOUNTS.admin)
  await expect(page.getByRole('link', { name: 'Metadata halaman' }).first()).toBeVisible()
})

test('a learner cannot use the CMS: no CMS login, and a portal session opens nothing there', async ({ request, baseURL }) => {
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO_ACCOUNTS.admin)}` }
  const access = await request.get('/api/access', { headers })
  expect(((await access.json()) as { canAccessAdmin?: boolean }).canAccessAdmin).toBe(true)

  // Learners hold no CMS password (docs/decisions/003): the CMS login refuses their portal password.
  const cmsLogin = await request.post('/api/users/login', { data: DEMO_ACCOUNTS.learner })
  expect(cmsLogin.status()).toBe(401)
  const portal = await request.post('/api/user/account/login', { data: DEMO_ACCOUNTS.learner, headers: { origin: baseURL! } })
  expect(portal.status()).toBe(200)
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'auth-token')?.value
  expect(token).toBeTruthy()
  const write = await request.post('/api/globals/navigation', { headers: { Authorization: `Bearer ${token}` }, data: { items: [] } })
  expect(write.status()).toBe(403)
  const menu = await request.get('/api/static/menu')
  expect(((await menu.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0)
})

test("an editor's change to a page title shows on the public page within seconds", async ({ request, page }) => {
  const token = await apiToken(request, DEMO_ACCOUNTS.lecturer)
  const headers = { Authorization: `JWT ${token}` }
  const found = await request.get('/api/page-meta?where[path][equals]=/template&locale=en', { headers })
  const doc = ((await found.json()) as { docs: { id: number | string }[] }).docs[0]
  expect(doc).toBeTruthy()

  await page.goto('/en/template')
  const newTitle = `Templates ${Date.now()}`
  const updated = await request.patch(`/api/page-meta/${doc.id}?locale=en`, { headers, data: { title: newTitle } })
  expect(updated.status()).toBe(200)
  await expect(async () => {
    await page.goto('/en/template')
    await expect(page).toHaveTitle(new RegExp(newTitle))
  }).toPass({ timeout: 10_000 })
  await page.goto('/template')
  await expect(page).not.toHaveTitle(new RegExp(newTitle))
})

test('a lecturer saves a course they teach and reaches no payments or certificates (decision 016)', async ({ page, request }) => {
  test.setTimeout(120_000)
  const headers = { Authorization: `JWT ${await apiToken(request, DEMO_ACCOUNTS.lecturer)}` }
  // The first seeded course has a mentor too: saving it used to fail checking a roster the lecturer cannot read.
  // Found by its slug: other specs create courses of their own (e2e/accommodations.spec.ts), in parallel.
  const found = await request.get('/api/courses?where[slug][equals]=dasar-dasar-kpbu&limit=1&depth=0&locale=id', { headers })
  const course = ((await found.json()) as { docs: { id: number; info: string; mentors: number[] }[] }).docs[0]
  expect(course.mentors.length).toBeGreaterThan(0)
  const saved = await request.patch(`/api/courses/${course.id}?locale=id`, { headers, data: { info: course.info, mentors: [] } })
  expect(saved.status(), await saved.text()).toBe(200)
  expect(((await saved.json()) as { doc: { mentors: unknown[] } }).doc.mentors.length).toBe(course.mentors.length)

  expect((await request.get('/api/certificates', { headers })).status()).toBe(403)
  expect((await request.get('/api/cp3p-payment-proofs', { headers })).status()).toBe(403)
  const registrations = (await (await request.get('/api/cp3p-registrations', { headers })).json()) as { docs: unknown[] }
  expect(registrations.docs).toEqual([])

  await signInToAdmin(page, DEMO_ACCOUNTS.lecturer)
  await expect(page.getByRole('link', { name: 'Materi kuliah' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /sertifikat/i })).toHaveCount(0)
  await page.goto(`/admin/collections/courses/${course.id}?locale=id`)
  // The form stays disabled until its state is built on the server; on a busy machine that took over 10 s.
  await expect(page.locator('#field-info')).toBeEditable({ timeout: 45_000 })
})
