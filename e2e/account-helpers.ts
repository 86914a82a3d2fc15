import fs from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/** The folder the e2e server writes account mail to (scripts/e2e-server.sh sets MAIL_OUTBOX_DIR). */
const outbox = () => path.resolve(`data/e2e-outbox-${process.env.E2E_PORT || 3100}`)

type TOutboxMail = { to: string; subject: string; text: string }

/** The newest mail to an address, waiting for it to be written. */
export async function latestMail(to: string): Promise<TOutboxMail> {
  let found: TOutboxMail | undefined
  await expect(async () => {
    const files = fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : []
    const mails = files.map((file) => JSON.parse(fs.readFileSync(path.join(outbox(), file), 'utf8')) as TOutboxMail)
    found = mails.filter((mail) => mail.to === to).at(-1)
    expect(found, `mail to ${to}`).toBeTruthy()
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
