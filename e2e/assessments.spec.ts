import { expect, test, type Page } from '@playwright/test'
import { QUESTION_POOL } from '../backend/seed/assessments-copy'
import { DEMO_ACCOUNTS } from './demo-accounts'
import type { AppPathname } from '../lib/i18n/pathnames'
import { loginThroughPage } from './account-helpers'
import { buildPath } from './helpers'
import { saveScreenshot } from './screenshot'

const SLUG = 'dasar-dasar-kpbu'
type TMenu = { courseId: number; listingChapter: { chapterId: number; lectures: { lecturesId: number; type: string; status: boolean }[] }[] }

async function api<T>(page: Page, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin
  const response = method === 'get' ? await page.request.get(`/api/${path}`) : await page.request.post(`/api/${path}`, { data, headers: { origin } })
  expect(response.status(), path).toBeLessThan(300)
  return ((await response.json()) as { data: T }).data
}

/** Answers every question shown, right or wrong, by matching its text against the seeded pool. */
/** The question GETs (GET interface-assignment) the page sends while `act` runs. */
async function questionGetsDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const urls: string[] = []
  const onRequest = (request: { method(): string; url(): string }) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/online-course/interface-assignment') urls.push(request.url())
  }
  page.on('request', onRequest)
  try {
    await act()
  } finally {
    page.off('request', onRequest)
  }
  return urls
}

async function answerAll(page: Page, right: boolean) {
  // Each Next's answer carries the following question: the taker asks for none by GET while answering.
  await expect(page.getByTestId('assessment-question')).toBeVisible()
  expect(await questionGetsDuring(page, () => answerEach(page, right))).toEqual([])
}

async function answerEach(page: Page, right: boolean) {
  for (;;) {
    const question = page.getByTestId('assessment-question')
    await expect(question).toBeVisible()
    const number = await question.getAttribute('data-number')
    const text = (await question.locator('legend').textContent())?.trim()
    const seed = QUESTION_POOL.find((row) => row.question.en === text || row.question.id === text)
    expect(seed, `question "${text}" is seeded`).toBeTruthy()
    for (const option of seed!.options) {
      if (!!option.correct === right) await question.getByLabel(option.text.en, { exact: true }).check()
    }
    const button = page.getByTestId('assessment-next')
    const last = (await button.textContent())?.includes('Submit')
    await button.click()
    if (last) break
    await expect(page.getByTestId('assessment-question')).not.toHaveAttribute('data-number', number!)
  }
}

async function shoot(page: Page, name: string, route: AppPathname, params: (locale: 'id' | 'en') => Record<string, string>) {
  for (const locale of ['id', 'en'] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(buildPath(route, locale, params(locale)))
      await page.waitForLoadState('load')
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await saveScreenshot(page, { path: `reports/screenshots/assessments-${name}-${locale}-${width}.png`, fullPage: true })
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.describe.configure({ mode: 'serial' })

test('a learner fails and passes a quiz, reviews it, takes the final exam across a reload and sees the grades', async ({ page }) => {
  test.setTimeout(480_000)
  await loginThroughPage(page, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const menu = await api<TMenu>(page, 'get', `online-course/course-interface/menu?courseId=${SLUG}`)
  const chapter = menu.listingChapter.find((row) => row.lectures.some((lecture) => lecture.type === 'quiz'))!
  const quizParams = () => ({ slug: SLUG, chapterId: String(chapter.chapterId), title: 'chapter-2-quiz' })

  // The exam is closed until every lecture (the quiz included) is done.
  await page.goto(buildPath('/online-course/exam/[slug]/[title]', 'en', { slug: SLUG, title: 'final-exam' }))
  await expect(page.getByTestId('assessment-error')).toContainText('once every lecture')

  await page.goto(buildPath('/online-course/quiz/[slug]/[chapterId]/[title]', 'en', quizParams()))
  await expect(page.getByTestId('assessment-attempts')).toHaveText('0 of 3')
  // Start answers with question 1 and hands it to the taker on the next page, which asks for nothing more.
  const startGets = await questionGetsDuring(page, async () => {
    await page.getByTestId('assessment-start').click()
    await expect(page).toHaveURL(/\/en\/online-course\/quiz-detail\//)
    await expect(page.getByTestId('assessment-timer')).toBeVisible()
    await expect(page.getByTestId('assessment-question')).toHaveAttribute('data-number', '1')
  })
  expect(startGets).toEqual([])
  // Nothing that gives the answers away is in the page while the attempt is open.
  const html = await page.content()
  for (const row of QUESTION_POOL) expect(html).not.toContain(row.explanation.en)
  await answerAll(page, false)
  await expect(page.getByTestId('assessment-result')).toHaveAttribute('data-passed', 'false')

  await page.goto(buildPath('/online-course/quiz/[slug]/[chapterId]/[title]', 'en', quizParams()))
  await expect(page.getByTestId('assessment-attempts')).toHaveText('1 of 3')
  await page.getByTestId('assessment-start').click()
  await answerAll(page, true)
  await expect(page.getByTestId('assessment-result')).toHaveAttribute('data-passed', 'true')
  await expect(page.getByText('Your score: 100')).toBeVisible()

  await page.getByTestId('assessment-review-link').click()
  await expect(page).toHaveURL(/\/en\/online-course\/quiz-review\//)
  await expect(page.getByTestId('review-item')).toHaveAttribute('data-number', '1')
  await expect(page.getByTestId('review-explanation')).toBeVisible()
  await expect(page.getByTestId('review-previous')).toBeDisabled()
  await page.getByTestId('review-next').click()
  await expect(page.getByTestId('review-item')).toHaveAttribute('data-number', '2')
  await expect(page.getByTestId('review-explanation')).toBeVisible()

  // The rest of the lectures read, the final exam opens.
  const unread = menu.listingChapter.flatMap((row) => row.lectures).filter((lecture) => lecture.type !== 'quiz' && !lecture.status)
  for (const lecture of unread) await api(page, 'post', 'online-course/mark-as-read', { courseId: menu.courseId, lecturesId: lecture.lecturesId })
  await page.goto(buildPath('/online-course/exam/[slug]/[title]', 'en', { slug: SLUG, title: 'final-exam' }))
  await page.getByTestId('assessment-start').click()
  await expect(page).toHaveURL(/\/en\/online-course\/exam-detail\//)
  const timer = page.getByTestId('assessment-timer')
  const before = Number(await timer.getAttribute('data-seconds'))
  expect(before).toBeGreaterThan(1100)
  await page.waitForTimeout(3000)
  await page.reload()
  await expect(timer).toBeVisible()
  const after = Number(await timer.getAttribute('data-seconds'))
  // The clock continued from the server's deadline across the reload: it did not start again.
  expect(after).toBeLessThanOrEqual(before - 2)
  expect(after).toBeGreaterThan(before - 60)
  await shoot(page, 'exam-detail', '/online-course/exam-detail/[slug]/[title]', () => ({ slug: SLUG, title: 'final-exam' }))
  await answerAll(page, true)
  await expect(page.getByTestId('assessment-result')).toHaveAttribute('data-passed', 'true')

  await page.goto(buildPath('/online-course/grades/[slug]/[title]', 'en', { slug: SLUG, title: 'ppp-fundamentals' }))
  const rows = page.getByTestId('grade-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toHaveAttribute('data-status', 'pass')
  await expect(rows.first()).toContainText('in attempt 2')
  await expect(rows.last()).toHaveAttribute('data-status', 'pass')
  await rows.first().getByRole('button', { name: 'Details' }).click()
  await expect(page.getByTestId('grade-detail')).toContainText('Attempt 1: 0')
  await rows.first().getByTestId('grade-mark-reviewed').click()
  await expect(rows.first()).toContainText('Reviewed')

  await shoot(page, 'quiz', '/online-course/quiz/[slug]/[chapterId]/[title]', quizParams)
  await shoot(page, 'quiz-review', '/online-course/quiz-review/[slug]/[chapterId]/[title]', quizParams)
  await shoot(page, 'grades', '/online-course/grades/[slug]/[title]', () => ({ slug: SLUG, title: 'ppp-fundamentals' }))
})

test('the exam page is one shell for every member: cached, nothing of the member in it, the menu asked for by the browser', async ({ page }) => {
  const member = DEMO_ACCOUNTS.learner
  await loginThroughPage(page, member.email, member.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  // A course this learner is not enrolled in (as in courses.spec.ts).
  const exam = buildPath('/online-course/exam/[slug]/[title]', 'en', { slug: 'manajemen-risiko-infrastruktur', title: 'final-exam' })
  const first = await page.request.get(exam, { maxRedirects: 0 })
  const second = await page.request.get(exam, { maxRedirects: 0 })
  // Next.js cached it for everyone (what the page cache and Varnish keep, lib/page-cache/rules.ts); whether the
  // second is a page-cache hit depends on the editors' purges of the tests running beside this one.
  for (const response of [first, second]) {
    expect(response.status()).toBe(200)
    expect(response.headers()['x-nextjs-cache']).toBeTruthy()
    expect(response.headers()['cache-control']).toMatch(/^s-maxage=\d+/)
  }
  for (const response of [first, second]) {
    const html = await response.text()
    for (const personal of [member.fullName, member.email]) expect(html).not.toContain(personal)
  }
  // The browser's menu call is the enrolment check: it refuses, and the page says why.
  const menuCall = page.waitForResponse((response) => response.url().includes('/api/online-course/course-interface/menu'))
  await page.goto(exam)
  expect((await menuCall).status()).toBe(403)
  await expect(page.getByTestId('course-refused')).toContainText('You are not enrolled in this course.')
})
