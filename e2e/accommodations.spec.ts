import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { asAdmin, createLearner, loginThroughPage } from './account-helpers'
import { buildPath } from './helpers'

/**
 * Issue 24, decision 035: a learner with extra time submits after the standard deadline and is accepted, another
 * is refused (the server clock decides); a sequential course shows its locked lecture as locked. The courses are
 * made here through the CMS API as the admin, so the seeded demo courses stay as other specs expect them.
 */
type TDoc = { doc: { id: number } }

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<number> {
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as TDoc).doc.id
}

/** A published course with one chapter of the given lectures; a quiz lecture gets a one-question bank. */
async function makeCourse(baseURL: string, name: string, lectures: ('reading' | 'quiz')[], options: { sequential?: boolean; timeLimitMinutes?: number } = {}) {
  const slug = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now()}`
  const ids = { courseId: 0, chapterId: 0, lectureIds: [] as number[], bankId: 0, slug }
  await asAdmin(baseURL, async (admin, headers) => {
    ids.courseId = await created(await admin.post('/api/courses', { headers, data: { _status: 'published', slug, name, info: name, order: 1000, sequential: !!options.sequential } }))
    ids.chapterId = await created(await admin.post('/api/course-chapters', { headers, data: { course: ids.courseId, title: 'Bab 1', order: 1 } }))
    ids.lectureIds = []
    for (const [index, type] of lectures.entries()) {
      const lectureId = await created(await admin.post('/api/course-lectures', { headers, data: { chapter: ids.chapterId, order: index + 1, type, title: `Lecture ${index + 1}` } }))
      ids.lectureIds.push(lectureId)
      if (type !== 'quiz') continue
      const questions = [{ kind: 'single', question: 'Is the server clock the judge?', options: [{ text: 'Yes', correct: true }, { text: 'No', correct: false }] }]
      const bank = { title: 'Timed quiz', kind: 'quiz', lecture: lectureId, passingGrade: 50, weight: 10, attemptsAllowed: 1, timeLimitMinutes: options.timeLimitMinutes ?? 1, questions }
      ids.bankId = await created(await admin.post('/api/assessments', { headers, data: bank }))
    }
  })
  return ids
}

async function userId(baseURL: string, email: string): Promise<number> {
  let id = 0
  await asAdmin(baseURL, async (admin, headers) => {
    const found = await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
    id = ((await found.json()) as { docs: { id: number }[] }).docs[0].id
  })
  return id
}

/** As if the learner's open attempt had started `minutes` earlier: start and stored deadline move back together. */
async function backdateAttempt(baseURL: string, learnerId: number, bankId: number, minutes: number) {
  await asAdmin(baseURL, async (admin, headers) => {
    const found = await admin.get(`/api/assessment-attempts?where[user][equals]=${learnerId}&where[assessment][equals]=${bankId}&depth=0`, { headers })
    const [attempt] = ((await found.json()) as { docs: { id: number; startedAt: string; deadline: string }[] }).docs
    const back = (iso: string) => new Date(new Date(iso).getTime() - minutes * 60_000).toISOString()
    const moved = await admin.patch(`/api/assessment-attempts/${attempt.id}`, { headers, data: { startedAt: back(attempt.startedAt), deadline: back(attempt.deadline) } })
    expect(moved.status(), await moved.text()).toBe(200)
  })
}

async function learnerPage(browser: Browser, baseURL: string, name: string, courseIds: number[]): Promise<{ page: Page; id: number }> {
  const account = await createLearner(baseURL, name)
  const page = await (await browser.newContext()).newPage()
  await loginThroughPage(page, account.email, account.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  for (const courseId of courseIds) {
    const enrolled = await page.request.post('/api/online-course/enroll', { data: { courseId }, headers: { origin: new URL(baseURL).origin } })
    expect(enrolled.status()).toBe(200)
  }
  return { page, id: await userId(baseURL, account.email) }
}

test('a learner with extra time submits after the standard deadline and is accepted; another learner is refused', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const course = await makeCourse(baseURL!, 'Timed Course', ['quiz'], { timeLimitMinutes: 1 })
  const accommodated = await learnerPage(browser, baseURL!, 'Extra Time', [course.courseId])
  const standard = await learnerPage(browser, baseURL!, 'Standard Time', [course.courseId])
  await asAdmin(baseURL!, async (admin, headers) => {
    await created(await admin.post('/api/assessment-accommodations', { headers, data: { user: accommodated.id, course: course.courseId, assessment: course.bankId, extraMinutes: 10 } }))
  })
  const quizPath = buildPath('/online-course/quiz/[slug]/[chapterId]/[title]', 'en', { slug: course.slug, chapterId: String(course.chapterId), title: 'timed-quiz' })

  for (const [learner, minutes] of [[accommodated, '11 minutes'], [standard, '1 minute']] as const) {
    await learner.page.goto(quizPath)
    // Each learner sees their own time limit.
    await expect(learner.page.getByTestId('assessment-intro')).toContainText(minutes)
    await learner.page.getByTestId('assessment-start').click()
    await expect(learner.page.getByTestId('assessment-question')).toBeVisible()
    await learner.page.getByLabel('Yes', { exact: true }).check()
  }
  // Both started three minutes ago: past the standard minute, within the accommodated eleven.
  await backdateAttempt(baseURL!, accommodated.id, course.bankId, 3)
  await backdateAttempt(baseURL!, standard.id, course.bankId, 3)

  await accommodated.page.getByTestId('assessment-next').click()
  await expect(accommodated.page.getByTestId('assessment-result')).toHaveAttribute('data-passed', 'true')

  await standard.page.getByTestId('assessment-next').click()
  await expect(standard.page.getByTestId('assessment-error')).toContainText('Time is up')
  await expect(standard.page.getByTestId('assessment-result')).toHaveCount(0)
})

test('a sequential course shows its next lecture as locked, not as a link, until the one before is done', async ({ browser, baseURL }) => {
  test.setTimeout(90_000)
  const course = await makeCourse(baseURL!, 'Step By Step', ['reading', 'reading'], { sequential: true })
  const { page } = await learnerPage(browser, baseURL!, 'Sequential Learner', [course.courseId])
  const contentPath = buildPath('/online-course/course-content/[slug]/[title]', 'en', { slug: course.slug, title: 'step-by-step' })
  await page.goto(contentPath)
  const second = page.locator('li[data-locked]')
  await expect(second).toHaveCount(1)
  await expect(second).toContainText('Lecture 2')
  await expect(second).toContainText('locked: finish “Lecture 1” first')
  await expect(second.getByRole('link')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Lecture 1/ })).toBeVisible()

  const done = await page.request.post('/api/online-course/mark-as-read', { data: { courseId: course.courseId, lecturesId: course.lectureIds[0] }, headers: { origin: new URL(baseURL!).origin } })
  expect(done.status()).toBe(200)
  await page.goto(contentPath)
  await expect(page.locator('li[data-locked]')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Lecture 2/ })).toBeVisible()
})
