import { expect, test, type Page } from '@playwright/test'
import { QUESTION_POOL } from '../backend/seed/assessments-copy'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { createLearner } from './account-helpers'
import { keyboardLogin, skipToMain, tabTo } from './a11y-helpers'

/**
 * Accessibility gate (issue 11): the member journeys with the keyboard only (Tab, Shift+Tab, Enter, Space, arrow
 * keys and typing; no clicks, no filled fields). Each learner is new, so the demo accounts' state never matters.
 */
const COURSE = { slug: 'dasar-dasar-kpbu', title: 'ppp-fundamentals' }
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.closest('label')?.textContent?.trim() ?? '')

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`, { headers: { 'accept-language': 'en' } })
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { data: T }).data
}

/** The enrol page's button with Enter; focus moves on to the course link, which Enter follows. */
async function enrolWithKeyboard(page: Page) {
  await page.goto(`/en/education/online-course/${COURSE.slug}/${COURSE.title}`)
  await skipToMain(page)
  await tabTo(page, page.getByTestId('enrol-button'))
  await page.keyboard.press('Enter')
  await expect(page.getByText('You are enrolled. Enjoy the course!')).toBeVisible()
  await expect(page.getByTestId('go-to-course')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/en/online-course/course-content/${COURSE.slug}/`))
}

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a learner enrols in an online course', async ({ page, baseURL }) => {
    const learner = await createLearner(baseURL!, 'Keyboard Enrol')
    await keyboardLogin(page, learner.email, learner.password)
    await enrolWithKeyboard(page)
    await expect(page.getByTestId('course-progress').first()).toHaveAttribute('data-percent', '0')
    const validation = await apiData<{ status: boolean }>(page, `online-course/enroll-validation?courseId=${COURSE.slug}`)
    // Spec section 4: validation answers status false once the learner is enrolled.
    expect(validation.status).toBe(false)
  })

  test('a learner opens a lecture, marks it read and moves to the next one', async ({ page, baseURL }) => {
    const learner = await createLearner(baseURL!, 'Keyboard Lecture')
    await keyboardLogin(page, learner.email, learner.password)
    await enrolWithKeyboard(page)
    await tabTo(page, page.getByTestId('continue-course'))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/course-interface\/dasar-dasar-kpbu\/\d+\//)
    await expect(page.getByRole('heading', { level: 1, name: 'What is a PPP?' })).toBeVisible()
    await tabTo(page, page.getByTestId('mark-as-read'), { max: 80 })
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('lecture-marked')).toBeVisible()
    await tabTo(page, page.getByTestId('lecture-next'), { max: 80 })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'PPP principles' })).toBeVisible()
    await expect(page.getByTestId('course-progress').first()).toHaveAttribute('data-percent', '16')
    const menu = await apiData<{ listingChapter: { lectures: { title: string; status: boolean }[] }[] }>(page, `online-course/course-interface/menu?courseId=${COURSE.slug}`)
    const lectures = menu.listingChapter.flatMap((chapter) => chapter.lectures)
    expect(lectures.filter((lecture) => lecture.status).map((lecture) => lecture.title)).toEqual(['What is a PPP?'])
  })

  test('a learner answers and submits a quiz', async ({ page, baseURL }) => {
    const learner = await createLearner(baseURL!, 'Keyboard Quiz')
    await keyboardLogin(page, learner.email, learner.password)
    await enrolWithKeyboard(page)
    // The course outline links the chapter's quiz: Tab to it and follow it.
    const quizLink = page.locator('main').getByRole('link', { name: /Chapter 2 quiz/ }).first()
    await tabTo(page, quizLink, { max: 80 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/online-course\/quiz\/dasar-dasar-kpbu\/\d+\//)
    const chapterId = page.url().match(/\/quiz\/dasar-dasar-kpbu\/(\d+)\//)![1]
    await tabTo(page, page.getByTestId('assessment-start'), { max: 80 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/online-course\/quiz-detail\//)

    for (;;) {
      const question = page.getByTestId('assessment-question')
      await expect(question).toBeVisible()
      const number = await question.getAttribute('data-number')
      const text = (await question.locator('legend').textContent())?.trim()
      const seed = QUESTION_POOL.find((row) => row.question.en === text)
      expect(seed, `question "${text}" is seeded`).toBeTruthy()
      const right = seed!.options.filter((option) => option.correct).map((option) => option.text.en)
      const inputs = question.locator('input')
      await tabTo(page, inputs.first())
      if (seed!.kind === 'multiple') {
        // Each checkbox is a stop of its own: Space ticks the right ones.
        for (let index = 0; index < (await inputs.count()); index += 1) {
          await expect(inputs.nth(index)).toBeFocused()
          if (right.includes(await focusedLabel(page))) await page.keyboard.press('Space')
          await page.keyboard.press('Tab')
        }
      } else {
        // One radio group, one stop: the arrow keys move through the options, Space picks the focused one.
        for (let presses = 0; presses < 6 && !right.includes(await focusedLabel(page)); presses += 1) await page.keyboard.press('ArrowDown')
        await page.keyboard.press('Space')
        await tabTo(page, page.getByTestId('assessment-next'), { max: 5 })
      }
      for (const option of seed!.options) {
        await expect(question.getByLabel(option.text.en, { exact: true })).toBeChecked({ checked: !!option.correct })
      }
      await expect(page.getByTestId('assessment-next')).toBeFocused()
      const last = (await page.getByTestId('assessment-next').textContent())?.includes('Submit')
      await page.keyboard.press('Enter')
      if (last) break
      await expect(question).not.toHaveAttribute('data-number', number!)
      // Focus lands on the new question's heading, so the next Tab goes into its options.
      await expect(question.getByRole('heading', { level: 1 })).toBeFocused()
    }
    const result = page.getByTestId('assessment-result')
    await expect(result).toHaveAttribute('data-passed', 'true')
    await expect(result.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(page.getByText('Your score: 100')).toBeVisible()
    const quiz = await apiData<{ lastResult: { score: number; passed: boolean } | null }>(page, `online-course/assignment/how-to-use?courseId=${COURSE.slug}&type=quiz&chapterId=${chapterId}`)
    expect(quiz.lastResult).toEqual({ score: 100, passed: true })
  })

  test('a member registers for an event', async ({ page, baseURL }) => {
    const learner = await createLearner(baseURL!, 'Keyboard Event')
    await keyboardLogin(page, learner.email, learner.password)
    await page.goto('/en/event?search=eastern%20indonesia')
    await skipToMain(page)
    const card = page.getByTestId('events-upcoming').getByTestId('listing-card').first().getByRole('link').first()
    await tabTo(page, card, { max: 80 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/event\/\d+\/ppp-clinic-for-eastern-indonesia$/, { timeout: 30_000 })
    const panel = page.getByTestId('registration')
    await tabTo(page, panel.getByLabel('Institution or organisation'), { max: 80 })
    await page.keyboard.type('Bappeda Provinsi Sulawesi Selatan')
    await tabTo(page, panel.getByLabel('Sector'), { max: 5 })
    // A closed select takes the option whose label starts with the typed letters.
    await page.keyboard.type('Central')
    await expect(panel.getByLabel('Sector')).toHaveValue('government')
    const consent = panel.getByLabel('I agree to receive the event materials by email')
    await tabTo(page, consent, { max: 10 })
    await page.keyboard.press('Space')
    await expect(consent).toBeChecked()
    await tabTo(page, panel.getByRole('button', { name: 'Register' }), { max: 10 })
    await page.keyboard.press('Enter')
    // Focus follows the form's place: the registration's heading, then on to its attendance link.
    await expect(panel.getByTestId('registered').getByRole('heading', { name: 'You are registered' })).toBeFocused()
    await tabTo(page, panel.getByRole('link', { name: 'Digital attendance' }), { max: 3 })
    const eventId = page.url().match(/\/event\/(\d+)\//)![1]
    expect((await apiData<{ registered: boolean }>(page, `event/registration?eventId=${eventId}`)).registered).toBe(true)
    await page.goto('/en/user/activity/event-registration')
    await expect(page.getByTestId('event-activity').getByRole('listitem').filter({ hasText: 'PPP Clinic for Eastern Indonesia' })).toBeVisible()
  })

  test('a learner registers for cp3p certification', async ({ page, baseURL }) => {
    const learner = await createLearner(baseURL!, 'Keyboard Cp3p')
    await keyboardLogin(page, learner.email, learner.password)
    await page.goto('/en/cp3p')
    await skipToMain(page)
    const card = page.locator('article', { hasText: 'CP3P Certification Batch 12 — Jakarta' }).getByRole('link', { name: 'View programme' })
    await tabTo(page, card, { max: 120 })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'CP3P Certification Batch 12 — Jakarta' })).toBeVisible()
    await tabTo(page, page.getByRole('link', { name: 'Register now' }), { max: 80 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/cp3p\/certification\/registration\/cp3p-batch-12-jakarta$/)
    const agree = page.getByLabel('I have read and agree to the terms and conditions.')
    await tabTo(page, agree, { max: 80 })
    await page.keyboard.press('Space')
    await expect(agree).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Register', exact: true }), { max: 10 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/cp3p\/certification\/registration-summary\//)
    await expect(page.getByTestId('payment-status')).toHaveText('Awaiting payment')
    const registrations = await apiData<unknown[]>(page, 'cp3p/course-enroll/list')
    expect(JSON.stringify(registrations)).toContain('cp3p-batch-12-jakarta')
  })
})

test('keyboard only: a member signs in with tab, typing and enter', async ({ page }) => {
  await keyboardLogin(page, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.password)
})

test('keyboard only: the header login popup holds focus, closes on Escape and signs a member in', async ({ page }) => {
  const { email, password } = DEMO_ACCOUNTS.learner
  await page.goto('/en/about-us')
  const trigger = page.locator('header').getByRole('button', { name: 'Login', exact: true })
  await tabTo(page, trigger, { max: 40 })
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /login/i })
  await expect(dialog).toBeVisible()
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement))
  expect(await focusInDialog(), 'focus moves into the popup').toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger, 'focus comes back to the button that opened it').toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByLabel('Email'), { max: 10 })
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
})

