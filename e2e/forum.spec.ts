import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { DEMO_ACCOUNTS } from './demo-accounts'
import type { AppPathname } from '../lib/i18n/pathnames'
import { loginThroughPage } from './account-helpers'
import { buildPath } from './helpers'
import { saveScreenshot } from './screenshot'

const SLUG = 'dasar-dasar-kpbu'
const TITLES = { id: 'dasar-dasar-kpbu', en: 'ppp-fundamentals' }
const TITLE = `Forum e2e ${Date.now()}`

async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await loginThroughPage(page, account.email, account.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  return page
}

/** The unread count the bell announces (its badge is hidden from assistive technology, the label is not). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.locator('header').getByLabel(/^Notifications: /).first()
  const label = (await bell.getAttribute('aria-label')) ?? ''
  const match = label.match(/(\d+) unread/)
  return match ? Number(match[1]) : 0
}

async function shoot(page: Page, name: string, route: AppPathname, params: (locale: 'id' | 'en') => Record<string, string>) {
  for (const locale of ['id', 'en'] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(buildPath(route, locale, params(locale)))
      await page.waitForLoadState('networkidle')
      await saveScreenshot(page, { path: `reports/screenshots/forum-${name}-${locale}-${width}.png`, fullPage: true })
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.describe.configure({ mode: 'serial' })

let threadPath = ''

test('two learners and a lecturer: a thread with an image, replies, the bell, opening it, deleting a comment', async ({ browser }) => {
  test.setTimeout(240_000)
  const alice = await signedIn(browser, DEMO_ACCOUNTS.learner)
  const aliceBefore = await bellCount(alice)

  await alice.goto(buildPath('/online-course/discussion/[slug]/[title]', 'en', { slug: SLUG, title: TITLES.en }))
  await expect(alice.getByRole('heading', { level: 1, name: 'Discussion forum' })).toBeVisible()
  await expect(alice.getByTestId('forum-chapters').locator('li').first()).toBeVisible()
  await alice.getByTestId('create-thread-link').click()
  await expect(alice.getByRole('heading', { level: 1, name: 'Start a discussion' })).toBeVisible()

  // Sending nothing shows the spec's required message under the field.
  await alice.getByTestId('create-thread-submit').click()
  await expect(alice.getByText('Title is required')).toBeVisible()

  await alice.getByLabel('Chapter', { exact: true }).selectOption({ index: 1 })
  await alice.getByLabel('Title').fill(TITLE)
  await alice.getByLabel('Description').fill('How is risk shared between the government and the partner?\n\n<script>window.hacked=1</script>')
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a6f97' } }).png().toBuffer()
  await alice.getByLabel('Add an image').setInputFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: png })
  await expect(alice.getByRole('list', { name: 'Attached images' }).locator('img')).toBeVisible()
  await alice.getByTestId('create-thread-submit').click()

  await expect(alice).toHaveURL(/\/en\/online-course\/thread\/dasar-dasar-kpbu\/\d+\//)
  threadPath = new URL(alice.url()).pathname
  await expect(alice.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  const description = alice.getByTestId('thread-description')
  await expect(description).toContainText('<script>window.hacked=1</script>')
  expect(await alice.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined()
  const image = description.locator('img')
  await expect(image).toBeVisible()
  expect(await image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(120)
  await expect(alice.getByText('No comments yet.')).toBeVisible()

  // The second learner enrols (already enrolled is fine) and replies.
  const budi = await signedIn(browser, DEMO_ACCOUNTS.learner2)
  await budi.request.post('/api/online-course/enroll', { data: { courseId: SLUG }, headers: { origin: new URL(budi.url()).origin } })
  await budi.goto(threadPath)
  await budi.getByTestId('comment-text').fill('From the course: risk goes to the party best able to manage it.')
  await budi.getByTestId('comment-submit').click()
  await expect(budi.getByTestId('comment')).toHaveCount(1)

  // The lecturer replies too, then sees the learner's comment as deletable (staff) while the learner cannot delete hers.
  const lecturer = await signedIn(browser, DEMO_ACCOUNTS.lecturer)
  await lecturer.goto(threadPath)
  await expect(lecturer.getByTestId('comment')).toHaveCount(1)
  await lecturer.getByTestId('comment-text').fill('Good question. See chapter 2 on risk allocation.')
  await lecturer.getByTestId('comment-submit').click()
  await expect(lecturer.getByTestId('comment')).toHaveCount(2)
  await expect(lecturer.getByTestId('comment').filter({ hasText: 'See chapter 2' }).getByTestId('creator-type')).toHaveText('Lecturer')

  // Alice's bell counts both replies; opening one marks it read and leads to the thread.
  await alice.goto('/en/user/dashboard')
  await expect.poll(() => bellCount(alice)).toBe(aliceBefore + 2)
  await alice.locator('header').getByLabel(/^Notifications: /).first().click()
  await alice.locator('#bell-dropdown').getByRole('button').filter({ hasText: TITLE }).first().click()
  await expect(alice).toHaveURL(new RegExp(`${threadPath}$`))
  await expect.poll(() => bellCount(alice)).toBe(aliceBefore + 1)

  // Comments come two at a time; the learner sees no delete on others' comments, only on her own.
  await alice.getByTestId('comment-text').fill('Thank you both!')
  // Posting reloads the list from its first page (spec section 4): wait for that reload before paging on.
  const reloaded = alice.waitForResponse((response) => response.url().includes('/discussion/list-comment') && response.url().includes('skip=0'))
  await alice.getByTestId('comment-submit').click()
  await reloaded
  await expect(alice.getByTestId('comment')).toHaveCount(2)
  await alice.getByRole('button', { name: 'Show more comments' }).click()
  await expect(alice.getByTestId('comment')).toHaveCount(3)
  await expect(alice.getByText('All comments are shown.')).toBeVisible()
  await expect(alice.getByTestId('comment').filter({ hasText: 'risk goes to the party' }).getByRole('button', { name: 'Delete comment' })).toHaveCount(0)
  alice.once('dialog', (dialog) => void dialog.accept())
  await alice.getByTestId('comment').filter({ hasText: 'Thank you both!' }).getByRole('button', { name: 'Delete comment' }).click()
  await expect(alice.getByTestId('comment').filter({ hasText: 'Thank you both!' })).toHaveCount(0)
  await expect(alice.getByTestId('comment')).toHaveCount(2)

  // The chapter list and the general search find the thread.
  await alice.goto(buildPath('/online-course/discussion/[slug]/[title]', 'en', { slug: SLUG, title: TITLES.en }))
  await alice.getByTestId('filter-search').fill(TITLE)
  await alice.getByTestId('filter-search').press('Enter')
  await expect(alice.getByTestId('thread-card')).toHaveCount(1)
  await expect(alice.getByTestId('thread-card')).toContainText('2 comments')
})

test('a learner of another course is refused, and the pages are shot at 1280 and 375 px in both languages', async ({ browser }) => {
  test.setTimeout(240_000)
  const page = await signedIn(browser, DEMO_ACCOUNTS.learner)
  // The demo learner is enrolled in the first and third course, not the second.
  await page.goto(buildPath('/online-course/discussion/[slug]/[title]', 'en', { slug: 'manajemen-risiko-infrastruktur', title: 'x' }))
  await expect(page.getByTestId('course-refused')).toContainText('You are not enrolled in this course.')
  const refused = await page.request.get('/api/online-course/discussion/thread-list?courseId=manajemen-risiko-infrastruktur')
  expect(refused.status()).toBe(403)

  await page.goto(buildPath('/online-course/discussion/[slug]/[title]', 'en', { slug: SLUG, title: TITLES.en }))
  const chapterHref = (await page.getByTestId('forum-chapters').locator('a').first().getAttribute('href'))!
  const chapterId = chapterHref.split('/')[6]!
  const threadId = threadPath.split('/')[5]!
  await shoot(page, 'home', '/online-course/discussion/[slug]/[title]', (locale) => ({ slug: SLUG, title: TITLES[locale] }))
  await shoot(page, 'chapter', '/online-course/discussion/chapter/[slug]/[chapterId]/[title]', () => ({ slug: SLUG, chapterId, title: 'chapter' }))
  await shoot(page, 'create', '/online-course/discussion/create-discussion/[slug]/[title]', (locale) => ({ slug: SLUG, title: TITLES[locale] }))
  await shoot(page, 'thread', '/online-course/thread/[slug]/[threadId]/[title]', () => ({ slug: SLUG, threadId, title: 'thread' }))
})
