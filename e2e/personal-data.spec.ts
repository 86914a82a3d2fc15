import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import enAccount from '../messages/en/account.json' with { type: 'json' }
import { RECORD_KINDS } from '../backend/services/personal-data/collect-personal-data'
import { asAdmin, latestMail, loginThroughPage } from './account-helpers'
import { DEMO_ACCOUNTS } from './demo-accounts'

const words = enAccount.personalData
// Rows other specs add to the same demo learner while this one runs (sign-ins, page views, requests).
const MOVING = new Set(['sessions', 'page-views', 'data-requests', 'notifications'])

test('the seeded learner downloads all their data from the account settings page', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const learner = DEMO_ACCOUNTS.learner
  await loginThroughPage(page, learner.email, learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  await page.goto('/en/user/account-settings')
  const section = page.locator('#personal-data')
  await expect(section.getByRole('heading', { name: words.title })).toBeVisible()

  const ask = section.getByRole('button', { name: words.request })
  await ask.click()
  // The export job runs in the server's own runner within seconds; the page checks again on demand.
  await expect(async () => {
    const check = section.getByRole('button', { name: words.refresh })
    if (await check.isVisible()) await check.click()
    await expect(section.getByRole('link', { name: words.download })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await latestMail(learner.email, 'Your personal data export is ready')

  const downloading = page.waitForEvent('download')
  await section.getByRole('link', { name: words.download }).click()
  const file = await (await downloading).path()
  const entries = unzipSync(new Uint8Array(fs.readFileSync(file)))
  const profile = JSON.parse(strFromU8(entries['profile.json'])) as { id: number; email: string }
  expect(profile.email).toBe(learner.email)

  // Every kind of record the database holds for this learner is in the zip, as many as there are.
  await asAdmin(baseURL!, async (admin, headers) => {
    for (const kind of RECORD_KINDS.filter((candidate) => !MOVING.has(candidate.name))) {
      const found = await admin.get(`/api/${kind.collection}?where[${kind.owner}][equals]=${profile.id}&limit=1&depth=0`, { headers })
      expect(found.status(), kind.collection).toBe(200)
      const { totalDocs } = (await found.json()) as { totalDocs: number }
      const rows = JSON.parse(strFromU8(entries[`${kind.name}.json`])) as unknown[]
      expect(rows.length, kind.name).toBe(totalDocs)
    }
  })
  expect((JSON.parse(strFromU8(entries['course-enrolments.json'])) as unknown[]).length).toBeGreaterThan(0)
  expect((JSON.parse(strFromU8(entries['certificates.json'])) as unknown[]).length).toBeGreaterThan(0)
})
