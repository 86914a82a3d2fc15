import { expect, test, type Page, type Request } from '@playwright/test'
import { loginThroughPage } from './account-helpers'
import { DEMO_ACCOUNTS } from './demo-accounts'

/**
 * Links prefetch on intent (docs/decisions/059). Next.js would prefetch every link that scrolls into view: 38 to 46
 * router requests after each course page, each a server render, several times the page's own cost.
 */
function routerRequests(page: Page) {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (request.headers().rsc) seen.push(request)
  })
  return seen
}
const paths = (requests: Request[]) => requests.map((request) => new URL(request.url()).pathname)

test('a course page asks nothing of the router until a link is hovered, then prefetches that link only', async ({ page }) => {
  await loginThroughPage(page, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const requests = routerRequests(page)
  await page.goto('/en/online-course/course-content/dasar-dasar-kpbu/ppp-fundamentals')
  await page.waitForLoadState('load')
  await page.waitForTimeout(2000)
  expect(paths(requests)).toEqual([])

  const announcements = page.getByRole('navigation', { name: 'Course menu' }).getByRole('link', { name: 'Announcements' })
  await announcements.hover()
  await expect.poll(() => paths(requests)).toContain('/en/online-course/announcement/dasar-dasar-kpbu/ppp-fundamentals')
  expect(new Set(paths(requests))).toEqual(new Set(['/en/online-course/announcement/dasar-dasar-kpbu/ppp-fundamentals']))

  // The click is still a client-side navigation: no new document.
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await announcements.click()
  await expect(page).toHaveURL(/\/en\/online-course\/announcement\/dasar-dasar-kpbu\/ppp-fundamentals$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documents).toEqual([])
})

test('a visitor on the home page: no prefetch until a link gets keyboard focus', async ({ page }) => {
  const requests = routerRequests(page)
  await page.goto('/en')
  await page.waitForLoadState('load')
  await page.waitForTimeout(2000)
  expect(paths(requests)).toEqual([])
  const about = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About Us', exact: true })
  await about.focus()
  await expect.poll(() => paths(requests)).toContain('/en/about-us')
})
