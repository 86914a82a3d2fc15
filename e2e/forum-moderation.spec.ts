import { expect, test, type Browser, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { loginThroughPage } from './account-helpers'
import { buildPath } from './helpers'
import { saveScreenshot } from './screenshot'

const SLUG = 'dasar-dasar-kpbu'
const STAMP = Date.now()
const SPAM = `Cheap pills here ${STAMP}`
const REASON = `Advertising, not about the course ${STAMP}`

async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await loginThroughPage(page, account.email, account.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  return page
}

/** A discussion call from the signed-in page's session (same origin, so the API takes the write). */
async function apiPost<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(`/api/online-course/discussion/${path}`, { data: { courseId: SLUG, ...data }, headers: { origin: new URL(page.url()).origin } })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: T }).data
}

test('a learner reports a comment, the lecturer hides it from the queue, and learners no longer see it', async ({ browser }) => {
  test.setTimeout(240_000)
  const alice = await signedIn(browser, DEMO_ACCOUNTS.learner)
  const budi = await signedIn(browser, DEMO_ACCOUNTS.learner2)
  await budi.request.post('/api/online-course/enroll', { data: { courseId: SLUG }, headers: { origin: new URL(budi.url()).origin } })

  const chapters = (await (await alice.request.get(`/api/online-course/discussion/master-chapter?courseId=${SLUG}`)).json()) as { data: { chapterId: number }[] }
  // Budi writes the thread and the comment, so no learner gets a reply notification (forum.spec.ts counts Alice's bell).
  const thread = await apiPost<{ threadId: number }>(budi, 'create-thread', { chapterId: chapters.data[0]!.chapterId, title: `Moderation e2e ${STAMP}`, description: '<p>Which chapter covers risk?</p>' })
  await apiPost(budi, 'create-comment', { threadId: thread.threadId, description: `<p>${SPAM}</p>` })
  const threadPath = `/en/online-course/thread/${SLUG}/${thread.threadId}/moderation-e2e`

  // The learner reports the comment with the keyboard: the dialog takes focus, the reason is required.
  await alice.goto(threadPath)
  const spam = alice.getByTestId('comment').filter({ hasText: SPAM })
  await expect(spam).toHaveCount(1)
  await spam.getByRole('button', { name: 'Report' }).focus()
  await alice.keyboard.press('Enter')
  const dialog = alice.getByRole('dialog', { name: 'Report this comment' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Reason is required')).toBeVisible()
  await dialog.getByLabel('Reason').fill(REASON)
  await alice.setViewportSize({ width: 360, height: 800 })
  await saveScreenshot(alice, { path: 'reports/screenshots/forum-moderation-report-en-360.png' })
  await alice.setViewportSize({ width: 1280, height: 900 })
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog).toBeHidden()
  await expect(spam.getByRole('status')).toHaveText('Thank you. Your report was sent to the moderators.')

  // The lecturer finds it in the queue (both languages map the page) and hides the comment.
  const lecturer = await signedIn(browser, DEMO_ACCOUNTS.lecturer)
  await lecturer.goto(buildPath('/lecturer/forum-moderation', 'id'))
  await expect(lecturer.getByRole('heading', { level: 1, name: 'Moderasi Forum' })).toBeVisible()
  await lecturer.goto(buildPath('/lecturer/forum-moderation', 'en'))
  await expect(lecturer.getByRole('heading', { level: 1, name: 'Forum Moderation' })).toBeVisible()
  const report = lecturer.getByTestId('queue-report').filter({ hasText: REASON })
  await expect(report).toContainText(SPAM)
  await lecturer.setViewportSize({ width: 360, height: 800 })
  await saveScreenshot(lecturer, { path: 'reports/screenshots/forum-moderation-queue-en-360.png', fullPage: true })
  expect(await lecturer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await lecturer.setViewportSize({ width: 1280, height: 900 })
  await report.getByRole('button', { name: 'Hide' }).click()
  await expect(lecturer.getByTestId('queue-report').filter({ hasText: REASON })).toHaveCount(0)

  // Learners (the reporter and the author) no longer see it; the lecturer still does, marked hidden.
  for (const learner of [alice, budi]) {
    await learner.goto(threadPath)
    await expect(learner.getByRole('heading', { level: 1, name: `Moderation e2e ${STAMP}` })).toBeVisible()
    await expect(learner.getByText('No comments yet.')).toBeVisible()
    await expect(learner.getByText(SPAM)).toHaveCount(0)
  }
  await lecturer.goto(threadPath)
  const hidden = lecturer.getByTestId('comment').filter({ hasText: SPAM })
  await expect(hidden.getByTestId('badge-hidden')).toHaveText('Hidden')
  await expect(hidden.getByRole('button', { name: 'Restore' })).toBeVisible()
  await lecturer.setViewportSize({ width: 360, height: 800 })
  await saveScreenshot(lecturer, { path: 'reports/screenshots/forum-moderation-thread-en-360.png', fullPage: true })
  expect(await lecturer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
