import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { latestMail, linkPath, loginThroughPage } from './account-helpers'

const PASSWORD = 'Infra-2026!aman'
const CHANGED = 'Jalan-Tol-2027#'
const RESET = 'Bendungan-2028$'

test('a visitor registers, activates by mail, edits the profile and photo, changes password, logs out and resets it', async ({ page, context }) => {
  test.setTimeout(150_000)
  const email = `rina-${Date.now()}@example.test`

  await page.goto('/en/register')
  const main = page.locator('main')
  await main.getByLabel('Full name').fill('Rina Marlina')
  await main.getByLabel('Email').fill(email)
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main.getByLabel('Confirm password').fill(PASSWORD)
  await main.getByLabel('Phone number').fill('081298765432')
  await main.getByLabel('Province').selectOption({ label: 'Jawa Barat' })
  await main.getByLabel('City / regency').selectOption({ label: 'Kota Bandung' })
  await main.getByLabel('I agree to the').check()
  await main.getByLabel('I am not a robot').click()
  await expect(main.getByText('Verified')).toBeVisible({ timeout: 30_000 })
  await main.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/en\/register-thankyou$/)

  const activation = await latestMail(email)
  expect(activation.subject).toBe('Activate your LPI Learning account')
  await page.goto(linkPath(activation))
  await expect(page.getByRole('status')).toContainText('Your account is now active')

  await loginThroughPage(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Rina Marlina' })).toBeVisible()
  const cookies = await context.cookies()
  const authToken = cookies.find((cookie) => cookie.name === 'auth-token')
  expect(authToken?.httpOnly).toBe(true)
  expect(authToken?.sameSite).toBe('Lax')
  expect(cookies.find((cookie) => cookie.name === 'user-type')?.value).toBe('learner')

  await page.goto('/en/user/account-settings/edit-profile')
  await main.getByLabel('Position').fill('Perencana Ahli Muda')
  await main.getByRole('button', { name: 'Save' }).click()
  await expect(main.getByRole('status')).toContainText('Your profile has been saved')
  const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#0b3c5d' } }).png().toBuffer()
  await page.locator('#photo-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
  await expect(main.getByText('Your profile photo has been updated')).toBeVisible()
  await expect(main.getByRole('img', { name: 'Profile photo of Rina Marlina' })).toHaveAttribute('src', /\/api\/profile-photos\/file\/[0-9a-f]{32}\.png$/)

  await page.goto('/en/user/account-settings/change-password')
  await main.getByLabel('Current password').fill(PASSWORD)
  await main.getByLabel('New password').fill(CHANGED)
  await main.getByLabel('Confirm password').fill(CHANGED)
  await main.getByRole('button', { name: 'Save' }).click()
  await expect(main.getByRole('status')).toContainText('Your password has been changed')

  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  const stale = await page.request.get('/api/user/account', { headers: { Authorization: `Bearer ${authToken!.value}` } })
  expect(stale.status()).toBe(401)
  await page.goto('/en/user/dashboard')
  await expect(page).toHaveURL(/\/en\/login\?redirect=/)

  await page.goto('/en/forgot-password')
  await main.getByLabel('Email').fill(email)
  await main.getByRole('button', { name: 'Send link' }).click()
  await expect(main.getByRole('status')).toContainText('If that email is registered')
  const reset = await latestMail(email, 'Reset your LPI Learning password')
  await page.goto(linkPath(reset))
  await main.getByLabel('New password').fill(RESET)
  await main.getByLabel('Confirm password').fill(RESET)
  await main.getByRole('button', { name: 'Save password' }).click()
  await expect(main.getByRole('status')).toContainText('Your password has been updated')
  await page.goto(linkPath(reset))
  await main.getByLabel('New password').fill(RESET)
  await main.getByLabel('Confirm password').fill(RESET)
  await main.getByRole('button', { name: 'Save password' }).click()
  await expect(main.getByRole('alert')).toContainText('invalid, already used or expired')

  await loginThroughPage(page, email, RESET)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
})

test('a wrong password shows the server message in a red alert that closes after 3 seconds', async ({ page }) => {
  await page.goto('/masuk')
  const main = page.locator('main')
  await main.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(main.getByText('Email wajib diisi')).toBeVisible()
  await main.getByLabel('Email').fill(DEMO_ACCOUNTS.learner2.email)
  await main.getByLabel('Kata sandi', { exact: true }).fill('Bukan-Sandi-1!')
  await main.getByRole('button', { name: 'Masuk', exact: true }).click()
  const alert = main.getByRole('alert')
  await expect(alert).toHaveText(/Email atau kata sandi salah/)
  await expect(alert).toBeHidden({ timeout: 4_500 })
})

test('the header popup signs in and returns to the same page; the bell shows unread notifications', async ({ page }) => {
  await page.goto('/en/e-library')
  await page.getByRole('button', { name: 'Login' }).click()
  const dialog = page.getByRole('dialog', { name: 'Login to your account' })
  await dialog.getByLabel('Email').fill(DEMO_ACCOUNTS.learner.email)
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.learner.password)
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/e-library$/)
  // The seed gives this learner four unread notifications (fewer if an earlier try opened one).
  const bell = page.getByRole('button', { name: /^Notifications: \d+ unread/ })
  await expect(bell).toBeVisible()
  const unread = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1])
  await bell.click()
  const dropdown = page.locator('#bell-dropdown')
  await expect(dropdown.getByRole('listitem')).toHaveCount(Math.min(unread, 3))
  expect((await dropdown.boundingBox())?.width).toBe(372)
  // Opening one marks it read, then follows its link with a full page load. The test waits for that load: a
  // context closed while it is under way can hang Chromium's teardown for the whole test timeout (seen once in CI).
  const followed = page.waitForEvent('load')
  await dropdown.getByRole('button').first().click()
  await followed
  await expect(page.getByRole('button', { name: new RegExp(`^Notifications: ${unread - 1} unread`) })).toBeVisible()
})

test('registering a taken address looks like a new registration; the owner is told by mail', async ({ page }) => {
  test.setTimeout(90_000)
  const owner = DEMO_ACCOUNTS.learner2
  await page.goto('/en/register')
  const main = page.locator('main')
  await main.getByLabel('Full name').fill('Someone Else')
  await main.getByLabel('Email').fill(owner.email)
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main.getByLabel('Confirm password').fill(PASSWORD)
  await main.getByLabel('Phone number').fill('081298765432')
  await main.getByLabel('Province').selectOption({ label: 'Jawa Barat' })
  await main.getByLabel('City / regency').selectOption({ label: 'Kota Bandung' })
  await main.getByLabel('I agree to the').check()
  await main.getByLabel('I am not a robot').click()
  await expect(main.getByText('Verified')).toBeVisible({ timeout: 30_000 })
  await main.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/en\/register-thankyou$/)
  const notice = await latestMail(owner.email, 'Someone tried to register with your email')
  expect(linkPath(notice)).toBe('/en/login')
})
