import { expect, test, type Page } from '@playwright/test'
import { QUESTION_POOL } from '../backend/seed/assessments-copy'
import { asAdmin, createLearner, loginThroughPage } from './account-helpers'

/** The open demo programme; its course on the engine has the same slug (backend/seed/cp3p-engine.ts). */
const OPEN = 'cp3p-batch-12-jakarta'
const DASHBOARD = `/en/cp3p/dashboard/content-course/${OPEN}/${OPEN}`
type TMenu = { listingChapter: { chapterId: string; lectures: { lecturesId: string; type: string; title: string; status: boolean }[] }[]; engine: { slug: string } }

async function api<T>(page: Page, method: 'get' | 'post', path: string, data?: unknown): Promise<{ status: number; data: T }> {
  const origin = new URL(page.url()).origin
  const response = method === 'get' ? await page.request.get(`/api/${path}`) : await page.request.post(`/api/${path}`, { data, headers: { origin } })
  return { status: response.status(), data: ((await response.json()) as { data: T }).data }
}

/** Answers every question shown correctly, by matching its text against the seeded pool. */
async function answerAllRight(page: Page) {
  for (;;) {
    const question = page.getByTestId('assessment-question')
    await expect(question).toBeVisible()
    const number = await question.getAttribute('data-number')
    const text = (await question.locator('legend').textContent())?.trim()
    const seed = QUESTION_POOL.find((row) => row.question.en === text || row.question.id === text)
    expect(seed, `question "${text}" is seeded`).toBeTruthy()
    for (const option of seed!.options) if (option.correct) await question.getByLabel(option.text.en, { exact: true }).check()
    const button = page.getByTestId('assessment-next')
    const last = (await button.textContent())?.includes('Submit')
    await button.click()
    if (last) break
    await expect(page.getByTestId('assessment-question')).not.toHaveAttribute('data-number', number!)
  }
}

/** A new learner registered for the open programme (and, when `paid`, verified by the admin through the CMS API). */
async function registrant(page: Page, baseURL: string, name: string, paid: boolean) {
  const learner = await createLearner(baseURL, name)
  await loginThroughPage(page, learner.email, learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/, { timeout: 30_000 })
  const registered = await api<{ registrationId: number }>(page, 'post', 'cp3p/public-course/registration', { courseId: OPEN })
  expect(registered.status).toBe(200)
  if (paid) {
    await asAdmin(baseURL, async (admin, headers) => {
      const saved = await admin.patch(`/api/cp3p-registrations/${registered.data.registrationId}`, { headers, data: { paymentStatus: 'paid' } })
      expect(saved.status(), await saved.text()).toBe(200)
    })
  }
  return learner
}

test('a paid cp3p learner reads a lecture, passes the quiz and the final exam on the engine and receives the certificate', async ({ page, baseURL }) => {
  test.setTimeout(240_000)
  await registrant(page, baseURL!, 'Cp3p Engine Paid', true)

  // The dashboard: lectures from the engine, and its quiz, exam, forum, grades and certificate.
  await page.goto(DASHBOARD)
  const engine = page.getByTestId('cp3p-engine')
  await expect(engine.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
  await page.getByRole('link', { name: /What is a PPP\?/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'What is a PPP?' })).toBeVisible()
  await page.getByRole('button', { name: 'Mark as read' }).click()
  await expect(page.getByRole('button', { name: /Read/ })).toBeDisabled()
  await expect(page.locator('li[data-done="true"]', { hasText: 'What is a PPP?' })).toBeVisible()

  // The quiz lecture opens the engine's quiz page of its chapter.
  await page.goto(DASHBOARD)
  await page.getByRole('link', { name: /Quiz: project preparation/ }).click()
  await expect(page).toHaveURL(/\/en\/online-course\/quiz\/cp3p-batch-12-jakarta\//)
  await page.getByTestId('assessment-start').click()
  await answerAllRight(page)
  await expect(page.getByTestId('assessment-result')).toHaveAttribute('data-passed', 'true')

  // The quiz counts in the programme's progress; the other lectures read, the final exam opens from the dashboard.
  const menu = await api<TMenu>(page, 'get', `cp3p/lms/course-content?courseId=${OPEN}`)
  const lectures = menu.data.listingChapter.flatMap((chapter) => chapter.lectures)
  expect(lectures.find((lecture) => lecture.type === 'quiz')?.status).toBe(true)
  for (const lecture of lectures.filter((row) => !row.status)) {
    expect((await api(page, 'post', 'cp3p/lms/interface-mark-as-read', { courseId: OPEN, lecturesId: lecture.lecturesId })).status).toBe(200)
  }
  await page.goto(DASHBOARD)
  await expect(engine.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await engine.getByRole('link', { name: 'Final exam' }).click()
  await page.getByTestId('assessment-start').click()
  await expect(page).toHaveURL(/\/en\/online-course\/exam-detail\//)
  await answerAllRight(page)
  await expect(page.getByTestId('assessment-result')).toHaveAttribute('data-passed', 'true')

  // Grades, then the certificate after the course feedback.
  await page.goto(DASHBOARD)
  await engine.getByRole('link', { name: 'Grades' }).click()
  await expect(page.getByTestId('grade-row').first()).toHaveAttribute('data-status', 'pass')
  await page.goto(DASHBOARD)
  await engine.getByRole('link', { name: 'E-certificate' }).click()
  const feedback = page.getByTestId('feedback-form')
  await expect(feedback).toBeVisible()
  for (const group of await feedback.getByRole('group').all()) await group.getByLabel('4 stars').check()
  await feedback.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page.getByTestId('certificate-card')).toBeVisible()
  await expect(page.getByTestId('certificate-holder')).toHaveText('Cp3p Engine Paid')
})

test('a registered but unpaid learner is refused by the programme and by the engine course', async ({ page, baseURL }) => {
  await registrant(page, baseURL!, 'Cp3p Engine Unpaid', false)
  await page.goto(DASHBOARD)
  await expect(page.locator('main').getByRole('alert')).toContainText('opens once your payment has been verified')
  expect((await api(page, 'get', `cp3p/lms/course-content?courseId=${OPEN}`)).status).toBe(403)
  expect((await api(page, 'get', `online-course/course-interface/menu?courseId=${OPEN}`)).status).toBe(403)
  // Nor may they enrol in the programme's course as in an online course.
  const enrol = await api(page, 'post', 'online-course/enroll', { courseId: OPEN })
  expect(enrol.status).toBe(403)
  await page.goto(`/en/online-course/exam/${OPEN}/final-exam`)
  await expect(page.getByTestId('assessment-start')).toHaveCount(0)
})
