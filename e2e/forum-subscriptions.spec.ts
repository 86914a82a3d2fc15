import fs from 'node:fs'
import path from 'node:path'
import { expect, request, test, type Browser, type Page } from '@playwright/test'
import enAccount from '../messages/en/account.json' with { type: 'json' }
import enForum from '../messages/en/forum.json' with { type: 'json' }
import { createLearner, latestMail, loginThroughPage } from './account-helpers'
import { DEMO_ACCOUNTS } from './demo-accounts'

const SLUG = 'dasar-dasar-kpbu'
const STAMP = Date.now()
const REPLY = `Jaminan pemerintah mengurangi risiko ${STAMP}`
const SECOND = `Satu balasan lagi ${STAMP}`
type TOutboxMail = Awaited<ReturnType<typeof latestMail>> & { headers?: Record<string, string> }

/** Every mail written to the e2e outbox for one address (scripts/e2e-server.sh's MAIL_OUTBOX_DIR). */
function mailsTo(to: string): TOutboxMail[] {
  const dir = path.resolve(`data/e2e-outbox-${process.env.E2E_PORT || 3100}`)
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
  return files.map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as TOutboxMail).filter((mail) => mail.to === to)
}

async function learnerPage(browser: Browser, baseURL: string, name: string) {
  const account = await createLearner(baseURL, name)
  const page = await (await browser.newContext()).newPage()
  await loginThroughPage(page, account.email, account.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const enrolled = await page.request.post('/api/online-course/enroll', { data: { courseId: SLUG }, headers: { origin: new URL(page.url()).origin } })
  expect(enrolled.status(), await enrolled.text()).toBe(200)
  return { page, ...account }
}

async function newThread(page: Page, title: string) {
  const origin = new URL(page.url()).origin
  const chapters = (await (await page.request.get(`/api/online-course/discussion/master-chapter?courseId=${SLUG}`)).json()) as { data: { chapterId: number }[] }
  const created = await page.request.post('/api/online-course/discussion/create-thread', { data: { courseId: SLUG, chapterId: chapters.data[0]!.chapterId, title, description: `<p>${title}</p>` }, headers: { origin } })
  expect(created.status(), await created.text()).toBe(200)
  return ((await created.json()) as { data: { threadId: number } }).data.threadId
}

async function replyThroughPage(page: Page, text: string) {
  await page.getByTestId('comment-text').fill(text)
  await page.getByTestId('comment-submit').click()
  await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(1)
}

/** Staff's "send the waiting digests now", as the demo admin signed in to the portal. */
async function sendDigestsNow(baseURL: string) {
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } })
  try {
    const login = await admin.post('/api/user/account/login', { data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } })
    expect(login.status(), await login.text()).toBe(200)
    const sent = await admin.post('/api/online-course/discussion/digests/send-now', { data: { frequency: 'daily' } })
    expect(sent.status(), await sent.text()).toBe(200)
  } finally {
    await admin.dispose()
  }
}

test('a reply mails the author at once and a daily follower in the digest; the mail link unsubscribes', async ({ browser, baseURL }) => {
  test.setTimeout(240_000)
  const dewi = await learnerPage(browser, baseURL!, `Dewi Lestari ${STAMP}`)
  const eko = await learnerPage(browser, baseURL!, `Eko Prasetyo ${STAMP}`)
  const fajar = await learnerPage(browser, baseURL!, `Fajar Nugroho ${STAMP}`)
  const threadId = await newThread(dewi.page, `Risiko proyek air ${STAMP}`)
  const threadPath = `/en/online-course/thread/${SLUG}/${threadId}/risiko`

  // Eko chooses a daily digest in settings and follows the thread with the keyboard.
  const settings = eko.page.locator('main')
  await eko.page.goto('/en/user/account-settings')
  await settings.getByRole('radio', { name: enAccount.preferences.digest.daily }).check()
  await settings.getByRole('button', { name: enAccount.settings.save, exact: true }).click()
  await expect(settings.getByRole('status').locator('p')).toHaveText(enAccount.preferences.saved)
  await eko.page.goto(threadPath)
  const follow = eko.page.getByTestId('follow-thread').getByRole('button', { name: enForum.follow.thread.follow })
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await follow.focus()
  await eko.page.keyboard.press('Enter')
  await expect(eko.page.getByTestId('follow-thread').getByRole('button')).toHaveAttribute('aria-pressed', 'true')
  await expect(eko.page.getByTestId('follow-thread')).toContainText(enForum.follow.why.thread)
  // The author follows without asking.
  await dewi.page.goto(threadPath)
  await expect(dewi.page.getByTestId('follow-thread')).toContainText(enForum.follow.why.author)

  // Fajar replies: Dewi gets it by mail at once, Eko does not (yet).
  await fajar.page.goto(threadPath)
  await replyThroughPage(fajar.page, REPLY)
  const immediate = (await latestMail(dewi.email, /replied in the discussion|membalas diskusi/)) as TOutboxMail
  expect(immediate.text).toContain(REPLY)
  expect(mailsTo(eko.email).filter((mail) => mail.text.includes(REPLY))).toHaveLength(0)

  // The digest job runs: Eko's daily digest holds the reply, once.
  await sendDigestsNow(baseURL!)
  const digest = await latestMail(eko.email, /Ringkasan diskusi|Discussion digest/)
  expect(digest.text).toContain(REPLY)
  expect(digest.text).toContain(`Risiko proyek air ${STAMP}`)

  // Dewi stops discussion mail from the link in hers; the next reply mails her nothing.
  const link = /^<(https?:\/\/[^>]+)>$/.exec(immediate.headers?.['List-Unsubscribe'] ?? '')?.[1]
  expect(link).toBeTruthy()
  await dewi.page.goto(new URL(link!).pathname + new URL(link!).search)
  await dewi.page.getByRole('button', { name: /berhenti berlangganan|unsubscribe/i }).click()
  await expect(dewi.page.getByRole('status')).toContainText(/diskusi|discussions/)
  const before = mailsTo(dewi.email).length
  await replyThroughPage(fajar.page, SECOND)
  // Fajar, a replier now, gets nothing for his own post; Eko's second line waits for the next digest. The reply's mail
  // jobs are queued before the call answers and sent within seconds: give them time, then count.
  await fajar.page.waitForTimeout(5_000)
  expect(mailsTo(dewi.email)).toHaveLength(before)
  await dewi.page.goto('/en/user/account-settings')
  await expect(dewi.page.locator('main').getByRole('group', { name: enAccount.preferences.channel.email }).getByLabel(enAccount.preferences.topic.discussion)).not.toBeChecked()
})

test('a member mentions another with the keyboard at 360 px, and the mentioned member is told at once', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const gita = await learnerPage(browser, baseURL!, `Gita Maharani ${STAMP}`)
  const hadi = await learnerPage(browser, baseURL!, `Hadi Wijaya ${STAMP}`)
  const threadId = await newThread(gita.page, `Sebutan ${STAMP}`)
  await hadi.page.setViewportSize({ width: 360, height: 800 })
  await hadi.page.goto(`/en/online-course/thread/${SLUG}/${threadId}/sebutan`)
  const box = hadi.page.getByTestId('comment-text')
  await box.click()
  await box.pressSequentially('Menurut @Gita')
  const options = hadi.page.getByTestId('mention-options')
  const gitaOption = options.getByRole('option', { name: `Gita Maharani ${STAMP}` })
  await expect(gitaOption).toBeVisible()
  // A retry's Gita is enrolled beside the first try's: arrow down to this run's one, as a member would.
  for (let step = 0; (await gitaOption.getAttribute('aria-selected')) !== 'true'; step++) {
    expect(step, 'the arrow keys reach every option').toBeLessThan(8)
    await box.press('ArrowDown')
  }
  await box.press('Enter')
  await expect(box).toHaveValue(`Menurut @Gita Maharani ${STAMP} `)
  await box.pressSequentially('bagaimana?')
  // The reply is saved and its mention mail queued inside the call; on a busy machine that can outlast the list's
  // reload wait, so wait for the call's own answer first (and see its error if it failed).
  const saved = hadi.page.waitForResponse((response) => response.url().includes('/discussion/create-comment') && response.request().method() === 'POST', { timeout: 30_000 })
  await hadi.page.getByTestId('comment-submit').click()
  const answer = await saved
  expect(answer.status(), await answer.text()).toBe(200)
  await expect(hadi.page.getByTestId('comment').filter({ hasText: 'bagaimana?' })).toHaveCount(1, { timeout: 20_000 })
  const mail = await latestMail(gita.email, /mentioned you|menyebut Anda/)
  expect(mail.text).toContain('bagaimana?')
})
