import { expect, test } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'

/** Issue 20 finding 5, the two reported URLs: each ends on this site. */
test('session-expired never sends the browser to another host', async ({ request }) => {
  for (const login of ['/%5Cevil.example', '/%09/evil.example', '//evil.example']) {
    const response = await request.get(`/api/user/account/session-expired?login=${login}`, { maxRedirects: 0 })
    expect(response.status()).toBe(303)
    expect(response.headers()['location'], login).toBe('/login')
  }
})

test("the login page's ?redirect= never sends the member to another host", async ({ page, baseURL }) => {
  const offSite: string[] = []
  await page.route((url) => url.hostname.endsWith('evil.example'), (route) => (offSite.push(route.request().url()), route.abort()))
  await page.goto('/en/login?redirect=/%09/evil.example')
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.learner.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.learner.password)
  await page.locator('main').getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(`${baseURL}/en/user/dashboard`)
  expect(offSite).toEqual([])
})
