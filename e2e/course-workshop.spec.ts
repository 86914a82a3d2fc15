import { expect, test } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { loginThroughPage } from './account-helpers'

/** Spec section 2 "Fixed workshop lecture layout: course content, discussion, announcement 01, materials, about". */
const WORKSHOP = 'manajemen-risiko-infrastruktur'

test('a workshop lecture page has the five fixed sections in order, by keyboard and on a 360 px phone, in both languages', async ({ page }) => {
  await loginThroughPage(page, DEMO_ACCOUNTS.lecturer.email, DEMO_ACCOUNTS.lecturer.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  await page.goto(`/en/online-course/course-content/${WORKSHOP}/x`)
  await page.getByTestId('continue-course').click()
  await expect(page.getByTestId('lecture')).toBeVisible()

  const menu = page.getByRole('navigation', { name: 'Workshop menu' })
  const entries = menu.locator('[data-workshop-entry]')
  await expect(entries).toHaveText(['Course content', 'Discussion', 'Announcement 01', 'Materials', 'About'])
  await expect(menu.getByTestId('lecture-menu')).toBeVisible()
  await expect(page.getByTestId('lecture-menu-feedback')).toHaveCount(0)
  for (const id of ['workshop-announcement', 'workshop-materials', 'workshop-about']) await expect(page.getByTestId(id)).toBeVisible()
  await expect(page.getByTestId('workshop-announcement')).toContainText('Announcement 01')

  // Keyboard: the materials entry is reached with Tab and Enter moves to its section.
  const materials = menu.getByRole('link', { name: 'Materials' })
  await materials.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#workshop-materials$/)
  await menu.getByRole('link', { name: 'Discussion' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/en/online-course/discussion/${WORKSHOP}/`))
  await page.goBack()

  await page.setViewportSize({ width: 360, height: 740 })
  const lecturePath = new URL(page.url()).pathname.replace(/^\/en/, '')
  await page.goto(lecturePath.replace('/course-interface/', '/kursus-antarmuka/'))
  const fold = page.getByRole('button', { name: 'Menu lokakarya' })
  await expect(fold).toBeVisible()
  await fold.click()
  await expect(page.getByRole('navigation', { name: 'Menu lokakarya' }).locator('[data-workshop-entry]')).toHaveText(['Konten kursus', 'Diskusi', 'Pengumuman 01', 'Materi', 'Tentang'])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
