import { expect, test, type Page } from '@playwright/test'
import enLegal from '../messages/en/legal.json' with { type: 'json' }
import { asAdmin, loginThroughPage } from './account-helpers'
import { DEMO_ACCOUNTS } from './demo-accounts'

type TPageView = { path: string; user: number | null; visitorId: string | null; locale: string; createdAt: string }

/** The page views the database holds that match `where` (a REST query string), oldest first, read as the admin. */
async function storedViews(baseURL: string, where: string): Promise<TPageView[]> {
  let docs: TPageView[] = []
  await asAdmin(baseURL, async (admin, headers) => {
    const answer = await admin.get(`/api/page-views?${where}&sort=createdAt&depth=0&limit=100`, { headers })
    expect(answer.status()).toBe(200)
    docs = ((await answer.json()) as { docs: TPageView[] }).docs
  })
  return docs
}

/** The random id the page keeps for this browser, once the first view has been sent (after hydration). */
async function visitorIdOf(page: Page): Promise<string> {
  const read = () => page.evaluate(() => localStorage.getItem('lpi-visitor-id'))
  await expect.poll(read).toBeTruthy()
  return (await read())!
}

/** The tracking call that sends a view of `path` (a visitor's or a member's), once it is answered. */
function viewSent(page: Page, path: string) {
  return page.waitForResponse(
    (answer) => /\/api\/tracking\/user\/activity(-visitor)?\?/.test(answer.url()) && answer.request().postDataJSON()?.path === path,
  )
}

/** A full load, returned once the page has sent its view (after load and a second; so a click is a client navigation). */
async function openPage(page: Page, url: string) {
  // This page's own view: a view of the page before it may be sent as that page is left.
  const sent = viewSent(page, new URL(url, 'http://localhost').pathname)
  await page.goto(url)
  expect((await sent).status()).toBe(200)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}

/** Follows a link of the legal side menu and checks the page changed without a full load. */
async function followLegalLink(page: Page, name: string, url: RegExp) {
  await page.getByRole('navigation', { name: enLegal.menuLabel }).getByRole('link', { name }).click()
  await expect(page).toHaveURL(url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true)
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

test("a visitor's full load and client navigations are each stored once, with the path and no query", async ({ page, baseURL }) => {
  await openPage(page, '/en/privacy-policy?token=not-to-be-kept')
  await followLegalLink(page, 'Copyright', /\/en\/copyright$/)
  await followLegalLink(page, 'Terms of Use', /\/en\/term-of-use$/)

  const visitorId = await visitorIdOf(page)
  expect(visitorId).toMatch(/^[\w-]{16,64}$/)
  await expect(async () => {
    const views = await storedViews(baseURL!, `where[visitorId][equals]=${visitorId}`)
    expect(views.map((view) => view.path)).toEqual(['/en/privacy-policy', '/en/copyright', '/en/term-of-use'])
    expect(views.every((view) => view.user === null && view.locale === 'en')).toBe(true)
  }).toPass({ timeout: 10_000 })
})

test('an Indonesian page is stored under the URL the visitor saw, in Indonesian', async ({ page, baseURL }) => {
  await openPage(page, '/kebijakan-privasi')
  const visitorId = await visitorIdOf(page)
  await expect(async () => {
    const views = await storedViews(baseURL!, `where[visitorId][equals]=${visitorId}`)
    expect(views.map((view) => [view.path, view.locale])).toEqual([['/kebijakan-privasi', 'id']])
  }).toPass({ timeout: 10_000 })
})

test("a signed-in learner's page views carry the learner, and the same browser's views before sign-in do not", async ({ page, baseURL }) => {
  const since = new Date(Date.now() - 1000).toISOString()
  // Leaving the dashboard before its view was sent (before hydration) would record no view of it, rightly.
  const dashboardView = viewSent(page, '/en/user/dashboard')
  await loginThroughPage(page, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  expect((await dashboardView).status()).toBe(200)
  const visitorId = await visitorIdOf(page)
  await openPage(page, '/en/cookies-policy')
  await followLegalLink(page, 'Copyright', /\/en\/copyright$/)

  let learnerId = 0
  await asAdmin(baseURL!, async (admin, headers) => {
    const found = await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(DEMO_ACCOUNTS.learner.email)}&depth=0`, { headers })
    learnerId = ((await found.json()) as { docs: { id: number }[] }).docs[0].id
  })
  await expect(async () => {
    const mine = await storedViews(baseURL!, `where[user][equals]=${learnerId}&where[createdAt][greater_than]=${since}`)
    expect(mine.map((view) => view.path)).toEqual(expect.arrayContaining(['/en/user/dashboard', '/en/cookies-policy', '/en/copyright']))
    expect(mine.every((view) => view.visitorId === null)).toBe(true)
    const beforeSignIn = await storedViews(baseURL!, `where[visitorId][equals]=${visitorId}`)
    expect(beforeSignIn.map((view) => [view.path, view.user])).toEqual([['/en/login', null]])
  }).toPass({ timeout: 10_000 })
})

// Lighthouse waits for every high-priority request DevTools has not seen finish; a tracking answer whose body the page
// never read stayed unfinished, so the trace ran to Lighthouse's 45 s limit and took in the home slider's moves.
test('the home page sends its view after load, and DevTools sees that request finish', async ({ page }) => {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Network.enable')
  const tracking = new Set<string>()
  const finished = new Set<string>()
  devtools.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes('/api/tracking/user/activity')) tracking.add(event.requestId)
  })
  devtools.on('Network.loadingFinished', (event) => finished.add(event.requestId))
  await page.goto('/en')
  // Sent a second after the load event, when the browser is idle (at most two seconds more).
  await expect.poll(() => tracking.size, { timeout: 10_000 }).toBe(1)
  await expect.poll(() => [...tracking].every((id) => finished.has(id)), { timeout: 5_000 }).toBe(true)
})

test('staff see views per page and per day above the page-views list in /admin', async ({ page }) => {
  const view = await page.request.post('/api/tracking/user/activity-visitor?locale=en', { data: { path: '/en/faq' } })
  expect(view.status()).toBe(200)
  const login = await page.request.post('/api/users/login', { data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } })
  expect(login.status()).toBe(200)
  await page.goto('/admin/collections/page-views')
  const report = page.locator('section[aria-labelledby="page-views-report"]')
  // Payload's admin is the heaviest page the server renders: 30 s, as e2e/admin-helpers.ts gives its first page.
  await expect(report.getByRole('heading', { level: 2 })).toHaveText(/Page views, last 30 days|Kunjungan halaman, 30 hari terakhir/, { timeout: 30_000 })
  const [perPage, perDay] = [report.getByRole('table').first(), report.getByRole('table').nth(1)]
  await expect(perPage.locator('tbody tr').first()).toBeVisible()
  await expect(perDay.locator('tbody tr')).toHaveCount(30)
  // Newest day first: today holds at least the view of /en/faq above.
  expect(Number(await perDay.locator('tbody tr').first().locator('td').nth(1).textContent())).toBeGreaterThan(0)
})
