import { expect, test, type Page } from '@playwright/test'
import { startLocalProvider } from '../tests/oidc/local-provider'

// One worker runs these in order: the two local providers listen on fixed ports the server knows.
test.describe.configure({ mode: 'serial' })

const PORT = Number(process.env.E2E_PORT || 3100)
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT || PORT + 200)
const callback = (provider: string) => `http://localhost:${PORT}/api/auth/callback/${provider}`
let providers: { close: () => Promise<void> }[] = []

test.beforeAll(async () => {
  providers = await Promise.all([
    startLocalProvider({
      port: OIDC_PORT,
      name: 'google',
      emailDomain: 'gmail.example',
      clients: [{ clientId: 'e2e-google', clientSecret: 'e2e-google-secret', redirectUris: [callback('google')] }],
    }),
    startLocalProvider({
      port: OIDC_PORT + 1,
      name: 'linkedin',
      emailDomain: 'linkedin.example',
      clients: [{ clientId: 'e2e-linkedin', clientSecret: 'e2e-linkedin-secret', redirectUris: [callback('linkedin')] }],
    }),
  ])
})

test.afterAll(async () => {
  await Promise.all(providers.map((provider) => provider.close()))
})

/** The local provider's development login and consent pages, as many as it shows, until back on the site. */
async function signInAtProvider(page: Page, login: string) {
  for (let step = 0; step < 4 && new URL(page.url()).port !== String(PORT); step++) {
    await page.locator('button[type="submit"]').waitFor()
    if (await page.locator('input[name="login"]').count()) {
      await page.locator('input[name="login"]').fill(login)
      await page.locator('input[name="password"]').fill('any-password')
    }
    await page.locator('button[type="submit"]').click()
    await page.waitForLoadState()
  }
}

test('signs in with "Google": a new account is registered and linked to the provider subject', async ({ page }) => {
  const login = `dewi-anggraini-${Date.now()}`
  await page.goto('/en/login')
  await page.locator('main').getByRole('button', { name: 'Google' }).click()
  await expect(page).toHaveURL(new RegExp(`localhost:${OIDC_PORT}/`))
  await signInAtProvider(page, login)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  await expect(page.getByText('Signed in with Google')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Account Settings' })).toHaveCount(0)
  const profile = await page.request.get('/api/user/account')
  const data = ((await profile.json()) as { data: { email: string; loginType: string; accountId: number } }).data
  expect(data).toMatchObject({ email: `${login}@gmail.example`, loginType: 'google' })

  // Signing out and in again finds the same account by its subject.
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(/\/en$/)
  await page.goto('/en/login')
  await page.locator('main').getByRole('button', { name: 'Google' }).click()
  await page.waitForURL((url) => url.port === String(OIDC_PORT) || url.pathname.endsWith('/user/dashboard'))
  await signInAtProvider(page, login)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const again = ((await (await page.request.get('/api/user/account')).json()) as { data: { accountId: number } }).data
  expect(again.accountId).toBe(data.accountId)
})

test('signs in with "LinkedIn" from the header popup and comes back to the same page', async ({ page }) => {
  const login = `andi-saputra-${Date.now()}`
  await page.goto('/en/e-library')
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'LinkedIn' }).click()
  await expect(page).toHaveURL(new RegExp(`localhost:${OIDC_PORT + 1}/`))
  await signInAtProvider(page, login)
  await expect(page).toHaveURL(/\/en\/e-library$/)
  await expect(page.getByRole('button', { name: /^Notifications/ }).or(page.getByRole('link', { name: /^Notifications/ }))).toBeVisible()
  const data = ((await (await page.request.get('/api/user/account')).json()) as { data: { email: string; loginType: string } }).data
  expect(data).toMatchObject({ email: `${login}@linkedin.example`, loginType: 'linkedin' })
})
