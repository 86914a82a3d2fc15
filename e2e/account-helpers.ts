import fs from 'node:fs'
import path from 'node:path'
import { expect, request, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'

/** The folder the e2e server writes account mail to (scripts/e2e-server.sh sets MAIL_OUTBOX_DIR). */
const outbox = () => path.resolve(`data/e2e-outbox-${process.env.E2E_PORT || 3100}`)

type TOutboxMail = { to: string; subject: string; text: string }

/** The newest mail to an address, waiting for it to be written. */
/**
 * The newest mail to `to`, with `subject` when given: register and reset send their mail after they answer
 * (decision 015), so an earlier mail to the same address may still be the newest when the page has answered.
 */
export async function latestMail(to: string, subject?: string | RegExp): Promise<TOutboxMail> {
  let found: TOutboxMail | undefined
  await expect(async () => {
    const files = fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : []
    const mails = files.map((file) => JSON.parse(fs.readFileSync(path.join(outbox(), file), 'utf8')) as TOutboxMail)
    found = mails.filter((mail) => mail.to === to && (subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)))).at(-1)
    expect(found, `mail to ${to}${subject ? ` "${subject}"` : ''}`).toBeTruthy()
  }).toPass({ timeout: 15_000 })
  return found!
}

/** The path (and query) of the first link in a mail, to open on the test server. */
export function linkPath(mail: TOutboxMail): string {
  const url = mail.text.match(/https?:\/\/\S+/)?.[0]
  if (!url) throw new Error(`No link in: ${mail.text}`)
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

export async function loginThroughPage(page: Page, email: string, password: string) {
  await page.goto('/en/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.locator('main').getByRole('button', { name: 'Login', exact: true }).click()
}

/**
 * Runs `action` with the demo admin signed in to Payload's REST API (as in /admin), in a request context of its
 * own, so the admin session never reaches the page. Payload keeps the admin's sessions on the user row: two
 * workers signing in at once can each drop the other's session, so a refused action signs in again.
 */
export async function asAdmin(baseURL: string, action: (admin: APIRequestContext, headers: Record<string, string>) => Promise<void>) {
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } })
  try {
    await expect(async () => {
      const login = await admin.post('/api/users/login', { data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } })
      expect(login.status(), 'admin signs in to the CMS API').toBe(200)
      const { token } = (await login.json()) as { token: string }
      await action(admin, { Authorization: `JWT ${token}` })
    }).toPass({ intervals: [300, 700, 1500], timeout: 20_000 })
  } finally {
    await admin.dispose()
  }
}

/**
 * A new active learner for a browser test that changes what its account has (enrolments, attempts,
 * registrations), so it never meets the demo accounts' state: the admin creates it as in /admin.
 */
export async function createLearner(baseURL: string, fullName: string): Promise<{ email: string; password: string; fullName: string }> {
  const email = `${fullName.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
  const password = 'Keyboard-Only-2026!'
  await asAdmin(baseURL, async (admin, headers) => {
    const created = await admin.post('/api/users', { headers, data: { fullName, email, password, role: 'learner', loginType: 'default', isVerified: true } })
    expect(created.status(), await created.text()).toBe(201)
  })
  return { email, password, fullName }
}
