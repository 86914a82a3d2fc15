import { expect, test } from '@playwright/test'
import enAccount from '../messages/en/account.json' with { type: 'json' }
import idReg from '../messages/id/eventRegistration.json' with { type: 'json' }
import { latestMail, linkPath, loginThroughPage } from './account-helpers'

const PASSWORD = 'Infra-2026!aman'
const words = enAccount.preferences
type TMailWithHeaders = Awaited<ReturnType<typeof latestMail>> & { headers?: Record<string, string> }

// A learner of its own: turning mail off for a demo account would silence mail other specs wait for.
test('a learner turns an email topic off in settings, then unsubscribes from an event mail by its link', async ({ page }) => {
  test.setTimeout(150_000)
  const email = `notify-${Date.now()}@example.test`
  await page.goto('/en/register')
  const main = page.locator('main')
  await main.getByLabel('Full name').fill('Nadia Putri')
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
  await page.goto(linkPath(await latestMail(email)))
  // The page redeems the link from the browser after it loads (ActivationResult): wait for its answer, as a visitor does.
  await expect(page.getByRole('status')).toContainText('Your account is now active')
  await loginThroughPage(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)

  // Settings: every switch starts on; one turned off stays off after a reload.
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/en/user/account-settings')
  const emailGroup = main.getByRole('group', { name: words.channel.email })
  await expect(emailGroup.getByRole('checkbox')).toHaveCount(5)
  await expect(main.getByRole('group', { name: words.channel.inApp }).getByLabel(words.topic.discussion)).toBeChecked()
  await emailGroup.getByLabel(words.topic.discussion).uncheck()
  await main.getByRole('button', { name: enAccount.settings.save, exact: true }).click()
  await expect(main.getByRole('status').locator('p')).toHaveText(words.saved)
  await page.reload()
  await expect(emailGroup.getByLabel(words.topic.discussion)).not.toBeChecked()
  await expect(emailGroup.getByLabel(words.topic.events)).toBeChecked()
  await page.setViewportSize({ width: 1280, height: 900 })

  // An event registration mails a confirmation, which is not transactional: it carries the one-click headers.
  await page.goto(`/event?search=${encodeURIComponent('klinik daring')}`)
  await page.getByTestId('events-upcoming').getByTestId('listing-card').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/event\/\d+\//, { timeout: 30_000 })
  const panel = page.getByTestId('registration')
  await panel.getByLabel('Instansi/organisasi').fill('Dinas PUPR Kota Bandung')
  await panel.getByLabel('Sektor').selectOption('government')
  await panel.getByLabel('Saya bersedia menerima materi acara melalui email').check()
  await panel.getByRole('button', { name: idReg.form.submit }).click()
  await expect(panel.getByTestId('registered')).toBeVisible()
  const mail = (await latestMail(email, /^Konfirmasi pendaftaran/)) as TMailWithHeaders
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  const link = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1]
  expect(link).toBeTruthy()
  expect(mail.text).toContain(link)

  // The link asks first (a GET changes nothing), in the member's language; the button unsubscribes.
  const url = new URL(link!)
  await page.goto(url.pathname + url.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berhenti berlangganan email')
  await page.getByRole('button', { name: 'Ya, berhenti berlangganan' }).click()
  await expect(page.getByRole('status')).toContainText('Anda tidak akan lagi menerima email tentang acara')

  await page.goto('/en/user/account-settings')
  await expect(emailGroup.getByLabel(words.topic.events)).not.toBeChecked()
  await expect(emailGroup.getByLabel(words.topic.discussion)).not.toBeChecked()
  await expect(emailGroup.getByLabel(words.topic.onlineCourse)).toBeChecked()
})
