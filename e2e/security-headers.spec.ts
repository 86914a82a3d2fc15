import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { loginThroughPage } from './account-helpers'
import { ADMIN_WORDS } from './admin-helpers'
import { buildPath } from './helpers'

/**
 * Issue 20 finding 6: every answer carries the security headers (docs/decisions/014), and no page kind breaks under
 * its CSP: a page that would need a blocked script, style, frame or call fails here.
 */

const scriptSrc = (csp: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? ''

function expectCommonHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  // The e2e server's SERVER_URL is http: no HSTS (it would pin localhost to https).
  expect(headers['strict-transport-security'], what).toBeUndefined()
}

test.describe('security headers', () => {
  test('site pages send a hash-based CSP without unsafe-inline scripts, and keep it when answered from memory', async ({ request }) => {
    for (const path of ['/', '/en', '/en/login', '/masuk']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const headers = response.headers()
      expectCommonHeaders(headers, path)
      const csp = headers['content-security-policy'] ?? ''
      expect(scriptSrc(csp), path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"]) expect(csp, path).toContain(directive)
      expect(headers['x-frame-options'], path).toBe('DENY')
    }
    await expect(async () => {
      const first = await request.get('/en/about-us')
      const second = await request.get('/en/about-us')
      expect(second.headers()['x-page-cache']).toBe('HIT')
      expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy'])
      expect(scriptSrc(second.headers()['content-security-policy'])).toContain("'sha256-")
    }).toPass({ timeout: 20_000 })
  })

  test('/admin has its own policy, API and file answers one that runs nothing', async ({ request }) => {
    const admin = await request.get('/admin')
    expect(admin.status()).toBe(200)
    expectCommonHeaders(admin.headers(), '/admin')
    expect(scriptSrc(admin.headers()['content-security-policy'])).not.toContain('unsafe-inline')
    expect(admin.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(admin.headers()['x-frame-options']).toBe('SAMEORIGIN')

    const api = await request.get('/api/static/menu')
    expect(api.status()).toBe(200)
    expectCommonHeaders(api.headers(), 'API')
    expect(api.headers()['content-security-policy']).toContain("default-src 'none'")
    expect(api.headers()['x-frame-options']).toBe('DENY')

    const media = (await (await request.get('/api/media?limit=1&depth=0')).json()) as { docs: { url: string }[] }
    const file = await request.get(media.docs[0].url)
    expect(file.status()).toBe(200)
    expectCommonHeaders(file.headers(), 'file')
    expect(file.headers()['content-security-policy']).toMatch(/^default-src 'none';/)
    expect(file.headers()['content-security-policy']).not.toContain('script-src')
  })
})

/** Records CSP violations and uncaught errors of the page from its first script on. */
async function watch(page: Page) {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: page error ${error.message}`))
  return problems
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(400)
  await page.waitForLoadState('load')
  // Hydration and the first effects (client-side calls, lazy chunks) run after load.
  await page.waitForTimeout(500)
}

async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
}

test.describe('no page breaks under its CSP', () => {
  // Many pages per test, on a shared machine.
  test.describe.configure({ timeout: 180_000 })

  test('public page kinds in both languages', async ({ page, request }) => {
    const problems = await watch(page)
    const paths = await sitemapPaths(request)
    const firstOf = (pattern: RegExp) => paths.find((path) => pattern.test(path))
    const details = [
      /^\/e-library\/video\/\d+\//,
      /^\/en\/e-library\/video\/\d+\//,
      /^\/event\/\d+\//,
      /^\/en\/event\/\d+\//,
    ].map(firstOf)
    for (const locale of ['id', 'en'] as const) {
      details.push(buildPath('/education/online-course/[slug]/[title]', locale, { slug: 'dasar-dasar-kpbu', title: locale === 'en' ? 'ppp-fundamentals' : 'dasar-dasar-kpbu' }))
    }
    expect(details.every(Boolean), `detail pages in the sitemap: ${details}`).toBe(true)
    for (const locale of ['id', 'en'] as const) {
      for (const route of ['/', '/e-library', '/event', '/login', '/register'] as const) await visit(page, buildPath(route, locale))
    }
    for (const path of details) await visit(page, path!)
    expect(problems).toEqual([])
  })

  test('member pages and a lecture, signed in', async ({ page }) => {
    const problems = await watch(page)
    await loginThroughPage(page, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.password)
    await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
    for (const locale of ['id', 'en'] as const) {
      for (const route of ['/user/dashboard', '/user/account-settings/edit-profile', '/user/notification', '/user/activity/online-course'] as const) await visit(page, buildPath(route, locale))
    }
    await visit(page, '/en/online-course/course-content/dasar-dasar-kpbu/ppp-fundamentals')
    await page.getByTestId('continue-course').click()
    await expect(page.getByTestId('lecture')).toBeVisible()
    await page.waitForTimeout(500)
    const lecturesId = page.url().split('/').at(-2)!
    await visit(page, buildPath('/course-interface/[slug]/[lecturesId]/[title]', 'id', { slug: 'dasar-dasar-kpbu', lecturesId, title: 'prinsip-prinsip-kpbu' }))
    expect(problems).toEqual([])
  })

  test('the CMS: login, dashboard, a list and a document', async ({ page }) => {
    const problems = await watch(page)
    await visit(page, '/admin')
    await page.getByLabel(/email/i).fill(DEMO_ACCOUNTS.admin.email)
    await page.getByLabel(ADMIN_WORDS.password).fill(DEMO_ACCOUNTS.admin.password)
    await page.getByRole('button', { name: ADMIN_WORDS.login }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('link', { name: 'Metadata halaman' }).first()).toBeVisible()
    await visit(page, '/admin/collections/page-meta')
    await page.locator('table a[href*="/admin/collections/page-meta/"]').first().click()
    await expect(page.locator('form')).toBeVisible()
    await page.waitForTimeout(1000)
    expect(problems).toEqual([])
  })
})
