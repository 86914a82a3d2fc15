import { expect, test, type Browser } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { allRoutes, buildPath, CONTENT_DETAIL_ROUTES, messages, routeAccess, threeForms } from './helpers'

/** Escapes text as React renders it in HTML, to find a title in the served markup. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')
}

test.describe('every route of the map, in all three forms, as a visitor', () => {
  for (const route of allRoutes) {
    const access = routeAccess(route)
    if (CONTENT_DETAIL_ROUTES.has(route)) {
      for (const { form, locale, url } of threeForms(route)) {
        // The 404 body is rendered by the browser from the RSC payload: Next streams an error shell for a
        // notFound() under a dynamic root layout ([locale]); the status is a real 404 either way.
        test(`${route} [${form}] answers the localized 404 for an id that names nothing`, async ({ page }) => {
          const response = await page.goto(url)
          expect(response?.status(), url).toBe(404)
          await expect(page.locator('html')).toHaveAttribute('lang', locale)
          await expect(page.getByRole('heading', { level: 1 })).toContainText(messages[locale].errors.notFoundTitle)
        })
      }
      continue
    }
    for (const { form, locale, url, canonical } of threeForms(route)) {
      test(`${route} [${form}] ${access === 'public' || access === 'guest' ? 'renders its page' : 'sends a visitor to login'}`, async ({
        request,
      }) => {
        const response = await request.get(url)
        expect(response.status(), url).toBe(200)
        const body = await response.text()
        const finalPath = new URL(response.url()).pathname
        expect(body).toContain(`<html lang="${locale}"`)
        if (access === 'public' || access === 'guest') {
          expect(decodeURIComponent(finalPath)).toBe(canonical === '/' ? '/' : decodeURIComponent(canonical))
          if (route !== '/user') expect(body).toContain(html(messages[locale].routes[route]))
        } else {
          expect(finalPath).toBe(buildPath('/login', locale))
        }
      })
    }
  }
})

test.describe('guards by cookie', () => {
  /** A real session: member pages and the header check it with the API, not only the cookie's presence. */
  async function signedInLearner(browser: Browser, baseURL: string) {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    const login = await page.request.post('/api/user/account/login', {
      data: { email: DEMO_ACCOUNTS.learner.email, password: DEMO_ACCOUNTS.learner.password },
      headers: { origin: baseURL },
    })
    expect(login.status()).toBe(200)
    return { context, page }
  }

  test('a signed-in learner reaches member pages and is sent from login to the user page', async ({ browser, baseURL }) => {
    const { context, page } = await signedInLearner(browser, baseURL!)
    await page.goto('/en/user/activity/online-course')
    await expect(page).toHaveURL(/\/en\/user\/activity\/online-course$/)
    await page.goto('/masuk')
    await expect(page).toHaveURL(/\/user\/dasbor$/)
    await context.close()
  })

  test('a learner is sent home from the lecturer area; a lecturer is sent home from learner pages', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedInLearner(browser, baseURL!)
    await page.goto('/en/lecturer/activity/online-course')
    await expect(page).toHaveURL(/\/en$/)
    await context.addCookies([{ name: 'user-type', value: 'lecturer', url: baseURL! }])
    await page.goto('/pengajar/aktifitas/kursus-online')
    await expect(page).toHaveURL(/\/pengajar\/aktifitas\/kursus-online$/)
    await page.goto('/user/aktivitas')
    await expect(page).toHaveURL(new URL('/', baseURL).href)
    await context.close()
  })

  test('the login redirect remembers where the visitor wanted to go', async ({ page }) => {
    await page.goto('/en/user/notification')
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fuser%2Fnotification$/)
  })
})

test('an unknown route answers 404 with the error page in its language', async ({ request }) => {
  for (const [url, locale] of [
    ['/halaman-yang-tidak-ada', 'id'],
    ['/en/no-such-page', 'en'],
    ['/edukasi/kursus-online/a/b/c/d/e', 'id'],
  ] as const) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(404)
    const body = await response.text()
    expect(body).toContain('OPPS!!')
    expect(body).toContain(html(messages[locale].errors.notFoundTitle))
    expect(body).toContain(html(messages[locale].errors.backHome))
  }
})
