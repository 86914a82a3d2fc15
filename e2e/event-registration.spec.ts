import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import enReg from '../messages/en/eventRegistration.json' with { type: 'json' }
import idReg from '../messages/id/eventRegistration.json' with { type: 'json' }
import { latestMail } from './account-helpers'
import { saveScreenshot } from './screenshot'

const member = DEMO_ACCOUNTS.learner2
type TMailWithFiles = Awaited<ReturnType<typeof latestMail>> & { attachments?: { filename: string; contentType: string; content: string }[] }

async function openEvent(page: Page, search: string, prefix = '') {
  await page.goto(`${prefix}/event?search=${encodeURIComponent(search)}`)
  await page.getByTestId('events-upcoming').getByTestId('listing-card').first().getByRole('link').click()
  // The first visit renders the detail page on demand (then it is cached): slow on a busy machine.
  await expect(page).toHaveURL(/\/event\/\d+\//, { timeout: 30_000 })
}

async function screenshots(page: Page, name: string, paths: Record<'id' | 'en', string>) {
  for (const locale of ['id', 'en'] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(paths[locale])
      await saveScreenshot(page, { path: `reports/screenshots/${name}-${locale}-${width}.png`, fullPage: true })
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

// One member's story, in order: each step needs the one before. Each test also takes eight screenshots.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

test('a member registers for an event under way, gets the .ics, marks attendance once and sees it in activity', async ({ page, context }) => {
  await openEvent(page, 'klinik daring')
  const eventUrl = new URL(page.url()).pathname
  const panel = page.getByTestId('registration')
  await panel.getByRole('link', { name: idReg.form.signIn }).click()
  await expect(page).toHaveURL(/\/masuk\?redirect=/)
  const main = page.locator('main')
  await main.getByLabel('Email').fill(member.email)
  await main.getByLabel('Kata sandi', { exact: true }).fill(member.password)
  await main.getByRole('button', { name: 'Masuk', exact: true }).click()
  // redirectLogin brings the member back to the event.
  await expect(page).toHaveURL(new RegExp(`${eventUrl}$`))

  // A second tab still shows the form: its submit will come after the first registration.
  const other = await context.newPage()
  await other.goto(eventUrl)
  await expect(other.getByRole('button', { name: idReg.form.submit })).toBeVisible()

  await panel.getByRole('button', { name: idReg.form.submit }).click()
  await expect(panel.getByText('Instansi/organisasi wajib diisi')).toBeVisible()
  await panel.getByLabel('Instansi/organisasi').fill('Dinas PUPR Kabupaten Bogor')
  await panel.getByLabel('Sektor').selectOption('government')
  await panel.getByLabel('Saya bersedia menerima materi acara melalui email').check()
  await panel.getByRole('button', { name: idReg.form.submit }).click()
  await expect(panel.getByTestId('registered')).toContainText(idReg.registered.title)
  await expect(panel.getByRole('status')).toHaveText('Pendaftaran berhasil. Konfirmasi dan berkas kalender telah dikirim ke email Anda.')

  await other.getByLabel('Instansi/organisasi').fill('Dinas PUPR Kabupaten Bogor')
  await other.getByLabel('Sektor').selectOption('private')
  await other.getByLabel('Saya bersedia menerima materi acara melalui email').check()
  await other.getByRole('button', { name: idReg.form.submit }).click()
  await expect(other.getByTestId('registration').getByRole('alert').locator('p')).toHaveText('Anda sudah terdaftar di acara ini.')
  await other.close()

  // By subject: specs running beside this one mail the same demo member (a cp3p payment verified, for one).
  const subject = 'Konfirmasi pendaftaran: Klinik Daring KPBU: Tanya Jawab Terbuka'
  const mail = (await latestMail(member.email, subject)) as TMailWithFiles
  expect(mail.subject).toBe(subject)
  const ics = mail.attachments?.find((file) => file.filename === 'event.ics')
  expect(ics?.contentType).toMatch(/^text\/calendar/)
  expect(ics?.content).toMatch(/BEGIN:VCALENDAR\r\n[\s\S]*DTSTART:\d{8}T\d{4}00Z\r\nDTEND:\d{8}T\d{4}00Z\r\n/)
  expect(ics?.content).toContain('LOCATION:https://zoom.us/j/81234567890')

  await panel.getByRole('link', { name: idReg.registered.attendance }).click()
  await expect(page).toHaveURL(/\/event\/attendance\/\d+\/klinik-daring-kpbu-tanya-jawab-terbuka$/)
  const attendance = page.getByTestId('attendance')
  await expect(attendance.getByRole('status')).toHaveText('Daftar hadir dibuka.')
  await attendance.getByRole('button', { name: idReg.attendance.mark }).click()
  await expect(attendance.getByRole('status')).toContainText('Terima kasih, kehadiran Anda telah tercatat.')
  await expect(attendance.getByRole('button')).toHaveCount(0)
  const attendanceUrl = new URL(page.url()).pathname
  await page.reload()
  await expect(attendance.getByRole('status')).toContainText('Kehadiran Anda sudah tercatat.')

  await page.goto('/en/user/activity/event-registration')
  const clinic = page.getByTestId('event-activity').getByRole('listitem').filter({ hasText: 'Online PPP Clinic: Open Q&A' })
  await expect(clinic.locator('.badge').first()).toHaveText(enReg.activity.status.attended)
  await expect(clinic.getByRole('link', { name: enReg.activity.view })).toHaveAttribute('href', /^\/en\/event\/\d+\/online-ppp-clinic-open-q-and-a$/)

  await screenshots(page, 'event-attendance', { id: attendanceUrl, en: `/en${attendanceUrl}` })
})

test('attendance is refused before its window; the activity lists the registration as registered', async ({ page }) => {
  await page.goto('/en/login')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.locator('main').getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)

  await openEvent(page, 'financial modelling', '/en')
  const workshopPaths = { en: new URL(page.url()).pathname, id: new URL(page.url()).pathname.replace(/^\/en/, '') }
  await screenshots(page, 'event-registration-form', workshopPaths)
  await page.goto(workshopPaths.en)
  const panel = page.getByTestId('registration')
  await expect(panel.getByText(/seats left/)).toBeVisible()
  await panel.getByLabel('Institution or organisation').fill('PT Sarana Multi Infrastruktur')
  await panel.getByLabel('Sector').selectOption('soe')
  await panel.getByLabel('I agree to receive the event materials by email').check()
  await panel.getByRole('button', { name: enReg.form.submit }).click()
  await expect(panel.getByTestId('registered')).toBeVisible()

  await panel.getByRole('link', { name: enReg.registered.attendance }).click()
  const attendance = page.getByTestId('attendance')
  await expect(attendance.getByRole('status')).toContainText(/^Attendance is not open yet\. It opens 30 minutes before the event starts \(.+\)\.$/)
  await expect(attendance.getByRole('button')).toHaveCount(0)
  const eventId = Number(page.url().match(/attendance\/(\d+)\//)![1])
  const refused = await page.request.post('/api/event/form/post-digital-attendance', {
    data: { eventId },
    headers: { origin: new URL(page.url()).origin, 'accept-language': 'en' },
  })
  expect(refused.status()).toBe(409)
  expect((await refused.json()).message).toMatch(/^Attendance is not open yet/)

  await page.goto('/en/user/activity/event-registration')
  const workshop = page.getByTestId('event-activity').getByRole('listitem').filter({ hasText: 'Financial Modelling' })
  await expect(workshop.locator('.badge').first()).toHaveText(enReg.activity.status.registered)
  await expect(workshop.getByText(enReg.activity.attendanceOpens)).toBeVisible()
  await screenshots(page, 'event-activity', { id: '/user/aktivitas/event-registrasi', en: '/en/user/activity/event-registration' })
  await screenshots(page, 'event-registered', workshopPaths)
})
