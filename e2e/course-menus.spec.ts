import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { createLearner, loginThroughPage } from './account-helpers'

/** Spec section 2: "Also feedback and certificate entries appear in the course side menu" (learners only). */

const FINISHED = 'penjaminan-pemerintah'
const FRESH = 'dasar-dasar-kpbu'
const menuOf = (page: Page) => page.getByRole('navigation', { name: /Course menu|Menu kursus/ })

test('a learner’s course menus lead to the course feedback and the e-certificate, in both languages', async ({ page }) => {
  await loginThroughPage(page, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)

  await page.goto(`/en/online-course/course-content/${FINISHED}/x`)
  const entries = await menuOf(page).getByRole('link').allTextContents()
  expect(entries.slice(-4)).toEqual(['Materials', 'Feedback', 'E-certificate', 'About the course'])
  await menuOf(page).getByRole('link', { name: 'Feedback' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/online-course/feedback/${FINISHED}/`))
  await expect(page.getByRole('heading', { level: 1, name: 'Course feedback' })).toBeVisible()
  // The seeded learner rated this course when the certificate was issued: the page says so, once per course.
  const sent = page.getByTestId('feedback-sent')
  await expect(sent).toContainText('Thank you for your feedback')
  await sent.getByRole('link', { name: 'Go to the e-certificate' }).click()
  await expect(page.getByTestId('certificate-card')).toBeVisible()

  await page.goto(`/kursus-online/course-content/${FINISHED}/x`)
  await expect(menuOf(page).getByRole('link', { name: 'Umpan balik' })).toHaveAttribute('href', new RegExp(`^/kursus-online/umpan-balik/${FINISHED}/`))
  await expect(menuOf(page).getByRole('link', { name: 'E-sertifikat' })).toBeVisible()
  await page.getByTestId('continue-course').click()
  await expect(page.getByTestId('lecture')).toBeVisible()
  await expect(page.getByTestId('lecture-menu-feedback')).toHaveText('Umpan balik')
  await expect(page.getByTestId('lecture-menu-certificate')).toHaveText('E-sertifikat')
})

test('a learner sends the course feedback from the side menu before finishing the course', async ({ page, baseURL }) => {
  const learner = await createLearner(baseURL!, 'Feedback Learner')
  await loginThroughPage(page, learner.email, learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const enrolled = await page.request.post('/api/online-course/enroll', { data: { courseId: FRESH }, headers: { origin: new URL(baseURL!).origin } })
  expect(enrolled.status()).toBe(200)

  await page.goto(`/en/online-course/course-content/${FRESH}/x`)
  await menuOf(page).getByRole('link', { name: 'Feedback' }).click()
  const form = page.getByTestId('feedback-form')
  await expect(form).toBeVisible()
  await form.getByRole('button', { name: 'Send feedback' }).click()
  await expect(form.getByText('Rating is required').first()).toBeVisible()
  for (const group of await form.getByRole('group').all()) await group.getByLabel('5 stars').check()
  await form.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page.getByTestId('feedback-sent')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('feedback-sent')).toBeVisible()
  // The e-certificate still waits for the course to be completed.
  await menuOf(page).getByRole('link', { name: 'E-certificate' }).click()
  await expect(page.getByTestId('certificate-not-issued')).toBeVisible()
})

test('a lecturer’s course menu has neither entry and the feedback page is refused', async ({ page }) => {
  await loginThroughPage(page, DEMO_ACCOUNTS.lecturer.email, DEMO_ACCOUNTS.lecturer.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  await page.goto(`/en/online-course/course-content/${FINISHED}/x`)
  const menu = menuOf(page)
  await expect(menu.getByRole('link', { name: 'About the course' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Feedback' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'E-certificate' })).toHaveCount(0)
  await page.goto(`/en/online-course/feedback/${FINISHED}/x`)
  await expect(page).toHaveURL(/\/en$/)
})
