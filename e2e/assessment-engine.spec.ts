import { expect, test, type Page } from '@playwright/test'
import { ENGINE_QUIZ as Q } from '../backend/seed/assessments-engine-copy'
import { createLearner, loginThroughPage } from './account-helpers'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { buildPath } from './helpers'

const SLUG = 'manajemen-risiko-infrastruktur'
const ESSAY = 'The party that controls a risk can price and reduce it, so the project costs less.'
type TMenu = { courseId: number; listingChapter: { chapterId: number; lectures: { type: string }[] }[] }

/** Answers the question on screen by its English text: every kind through its own control, keyboard where it matters. */
async function answer(page: Page) {
  const question = page.getByTestId('assessment-question')
  const text = (await question.locator('legend').textContent())?.trim() ?? ''
  if (text === Q.multiple.question.en) {
    await question.getByLabel('Construction risk', { exact: true }).check()
  } else if (text === Q.matching.question.en) {
    for (const pair of Q.matching.pairs) await question.getByLabel(pair.prompt.en, { exact: true }).selectOption({ label: pair.match.en })
  } else if (text === Q.ordering.question.en) {
    // Move buttons until the list reads Identify, Assess, Allocate, Monitor (keyboard: focus and Enter).
    for (const [index, item] of Q.ordering.items.entries()) {
      const items = () => question.getByTestId('ordering-list').locator('li')
      for (let guard = 0; guard < 4 && ((await items().nth(index).textContent()) ?? '').indexOf(item.en) !== 0; guard += 1) {
        const up = question.getByRole('button', { name: `Move ${item.en} up` })
        await up.focus()
        await page.keyboard.press('Enter')
      }
      await expect(items().nth(index)).toContainText(item.en)
    }
  } else if (text === Q.short.question.en) {
    await question.getByLabel('Your answer').fill('  availability PAYMENT ')
  } else if (text === Q.numerical.question.en) {
    await question.getByLabel('Your answer').fill('200')
  } else if (text === Q.essay.question.en) {
    await question.getByLabel('Your answer').fill(ESSAY)
  } else {
    const bank = Q.bank.find((row) => row.question.en === text)
    expect(bank, `question "${text}" is seeded`).toBeTruthy()
    await question.getByLabel(bank!.answer ? 'True' : 'False', { exact: true }).check()
  }
}

test('a learner answers every kind, a lecturer grades the essay and the learner sees the grade and a notification', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000)
  const learner = await createLearner(baseURL!, 'Engine Learner')
  await loginThroughPage(page, learner.email, learner.password)
  await expect(page).not.toHaveURL(/\/login/)
  const origin = new URL(page.url()).origin
  expect((await page.request.post('/api/online-course/enroll', { data: { courseId: SLUG }, headers: { origin } })).status()).toBe(200)
  const menu = ((await (await page.request.get(`/api/online-course/course-interface/menu?courseId=${SLUG}`)).json()) as { data: TMenu }).data
  const chapterId = String(menu.listingChapter.find((row) => row.lectures.some((lecture) => lecture.type === 'quiz'))!.chapterId)
  const params = { slug: SLUG, chapterId, title: 'risk-allocation-quiz' }

  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(buildPath('/online-course/quiz/[slug]/[chapterId]/[title]', 'en', params))
  await page.getByTestId('assessment-start').click()
  for (let count = 0; count < 8; count += 1) {
    const question = page.getByTestId('assessment-question')
    await expect(question).toBeVisible()
    // Nothing that gives an answer away is in the page while the attempt is open.
    expect(await page.content()).not.toContain(Q.short.accepted[0].en)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const number = await question.getAttribute('data-number')
    await answer(page)
    const button = page.getByTestId('assessment-next')
    const last = (await button.textContent())?.includes('Submit')
    await button.click()
    if (last) break
    await expect(page.getByTestId('assessment-question')).not.toHaveAttribute('data-number', number!)
  }
  await expect(page.getByTestId('assessment-awaiting')).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(buildPath('/online-course/grades/[slug]/[title]', 'en', { slug: SLUG, title: 'risk' }))
  await expect(page.getByTestId('grade-row').first()).toHaveAttribute('data-status', 'pending')
  await expect(page.getByTestId('grade-row').first()).toContainText('Awaiting grading')

  const staff = await browser.newContext()
  const lecturerPage = await staff.newPage()
  await loginThroughPage(lecturerPage, DEMO_ACCOUNTS.lecturer.email, DEMO_ACCOUNTS.lecturer.password)
  await expect(lecturerPage).not.toHaveURL(/\/login/)
  await lecturerPage.goto('/en/lecturer/grading')
  const item = lecturerPage.getByTestId('grading-item').filter({ hasText: ESSAY })
  await expect(item).toContainText('Engine Learner')
  await item.getByLabel(/Points/).fill('3')
  await item.getByTestId('grading-save').click()
  await expect(item.getByRole('alert')).toContainText('Points must be a number between 0 and 2')
  await item.getByLabel(/Points/).fill('2')
  await item.getByLabel(/Feedback/).fill('Clear and well argued.')
  await item.getByTestId('grading-save').click()
  await expect(lecturerPage.getByTestId('grading-status')).toContainText('Grade saved.')
  await expect(lecturerPage.getByTestId('grading-item').filter({ hasText: ESSAY })).toHaveCount(0)
  await staff.close()

  await page.reload()
  await expect(page.getByTestId('grade-row').first()).toHaveAttribute('data-status', 'pass')
  await page.goto('/en/user/notification')
  await expect(page.getByText(/Your essay in .* has been graded\. Score: \d+\./)).toBeVisible()
  await page.goto(buildPath('/online-course/quiz-review/[slug]/[chapterId]/[title]', 'en', params))
  // The review loads after hydration: looking for the feedback before it shows would step past a first-placed essay.
  const reviewItem = page.getByTestId('review-item')
  await expect(reviewItem).toBeVisible()
  for (let step = 0; step < 8 && !(await page.getByTestId('review-essay-feedback').isVisible()); step += 1) {
    const number = await reviewItem.getAttribute('data-number')
    await page.getByTestId('review-next').click()
    await expect(reviewItem).not.toHaveAttribute('data-number', number!)
  }
  await expect(page.getByTestId('review-essay-feedback')).toContainText('Clear and well argued.')
  await expect(page.getByTestId('review-essay-grade')).toContainText('Grade: 2 of 2 points')
})
