import { expect, test, type Page } from '@playwright/test'
import { asAdmin, createLearner, loginThroughPage } from './account-helpers'
import { saveScreenshot } from './screenshot'

const CP3P = 'cp3p-batch-12-jakarta'

/** Opens the first upcoming event in English and returns its id and English slug. */
async function openEnglishEvent(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en/event')
  await page.getByTestId('events-upcoming').getByTestId('listing-card').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/en\/event\/\d+\/[a-z0-9-]+$/)
  const [, id, slug] = new URL(page.url()).pathname.match(/\/event\/(\d+)\/([^/]+)$/)!
  return { id, slug }
}

/** The href of the header switcher's link to `locale` in server-rendered HTML (the desktop one; the drawer repeats it). */
function switcherLink(html: string, locale: 'id' | 'en'): string {
  const nav = html.match(/<nav class="lang-switcher"[^>]*>(.*?)<\/nav>/s)?.[1] ?? ''
  const link = [...nav.matchAll(/<a [^>]*>/g)].map(([tag]) => tag).find((tag) => new RegExp(`hreflang="${locale}"`, 'i').test(tag)) ?? ''
  return link.match(/href="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&') ?? ''
}

test.describe('language switcher and /id redirects (issue 22)', () => {
  test('the switcher on a detail page goes straight to the other language’s URL, with no redirect', async ({ page }) => {
    const { id, slug } = await openEnglishEvent(page)
    const toIndonesian = page.locator('.site-header__actions .lang-switcher a[hreflang="id"]')
    // The Indonesian URL carries the Indonesian title's slug, not the English one.
    await expect(toIndonesian).toHaveAttribute('href', new RegExp(`^/event/${id}/(?!${slug}$)[a-z0-9-]+$`))
    const href = (await toIndonesian.getAttribute('href'))!
    expect((await page.request.get(href, { maxRedirects: 0 })).status()).toBe(200)

    // No request for a URL that would redirect: the English slug in Indonesian, or the /id prefix.
    const wrongSlugRequests: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path === `/event/${id}/${slug}` || path.startsWith('/id/')) wrongSlugRequests.push(request.url())
    })
    await toIndonesian.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'id')
    expect(wrongSlugRequests).toEqual([])

    // And back: the English link is the page we came from.
    await expect(page.locator('.site-header__actions .lang-switcher a[hreflang="en"]')).toHaveAttribute('href', `/en/event/${id}/${slug}`)
    // Crawlers get the same pair as hreflang alternates.
    const html = await (await page.request.get(href)).text()
    expect(html).toMatch(new RegExp(`<link[^>]*hreflang="en"[^>]*href="[^"]*/en/event/${id}/${slug}"`, 'i'))
  })

  for (const [kind, listing, detail] of [
    ['event', '/en/event', /href="(\/en\/event\/\d+\/[a-z0-9-]+)"/],
    ['e-library item', '/en/e-library', /href="(\/en\/e-library\/(?:video|toolkit|chapter|others)\/\d+\/[a-z0-9-]+)"/],
  ] as const) {
    test(`the server HTML of an ${kind} links the switcher to the other language with that language’s slug (no JavaScript)`, async ({ request }) => {
      const englishPath = (await (await request.get(listing)).text()).match(detail)?.[1]
      expect(englishPath, `a detail link on ${listing}`).toBeTruthy()
      const englishHtml = await (await request.get(englishPath!, { maxRedirects: 0 })).text()
      const indonesianPath = switcherLink(englishHtml, 'id')
      const [, id, englishSlug] = englishPath!.match(/\/(\d+)\/([^/]+)$/)!
      // The Indonesian URL: no /id prefix, the same id, the Indonesian title's slug.
      expect(indonesianPath).toMatch(new RegExp(`^/(?!en/|id/).+/${id}/[a-z0-9-]+$`))
      if (kind === 'event') expect(indonesianPath.endsWith(`/${englishSlug}`)).toBe(false)
      const indonesian = await request.get(indonesianPath, { maxRedirects: 0 })
      expect(indonesian.status(), indonesianPath).toBe(200)
      // And back: the Indonesian page's server HTML links to the English page we came from.
      const indonesianHtml = await indonesian.text()
      expect(switcherLink(indonesianHtml, 'en')).toBe(englishPath)
      expect(switcherLink(indonesianHtml, 'id')).toBe(indonesianPath)
    })
  }

  test('on any page the switcher links to Indonesian without the /id prefix, which would only redirect', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en/about-us')
    const toIndonesian = page.locator('.site-header__actions .lang-switcher a[hreflang="id"]')
    await expect(toIndonesian).toHaveAttribute('href', '/tentang-kami')
    await toIndonesian.click()
    await expect(page).toHaveURL(/\/tentang-kami$/)
    await expect(page.locator('.site-header__actions .lang-switcher a[hreflang="en"]')).toHaveAttribute('href', '/en/about-us')
  })

  test('/id/... answers a permanent redirect (308) to the unprefixed URL', async ({ request }) => {
    for (const [from, to] of [
      ['/id/event', '/event'],
      ['/id', '/'],
      ['/id/tentang-kami?ref=1', '/tentang-kami?ref=1'],
    ]) {
      const answer = await request.get(from, { maxRedirects: 0 })
      expect(answer.status(), from).toBe(308)
      const location = new URL(answer.headers().location, 'http://x')
      expect(location.pathname + location.search, from).toBe(to)
    }
  })
})

test.describe('route progress bar (spec section 9)', () => {
  test('appears on a slow client navigation, after the 200 ms throttle, and goes when the page is shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    // Every answer to the router (prefetch and navigation) held back 1.5 s: a slow network, not a stand-in for the server.
    await page.route('**/*', async (route) => {
      if (route.request().headers().rsc) await new Promise((resolve) => setTimeout(resolve, 1500))
      return route.continue()
    })
    await page.goto('/en/about-us')
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    // When the bar appears, measured in the page from the click.
    await page.evaluate(() => {
      const timing = ((window as unknown as { __progress: { clickedAt: number; shownAt: number } }).__progress = { clickedAt: 0, shownAt: 0 })
      document.addEventListener('click', () => (timing.clickedAt = performance.now()), true)
      new MutationObserver(() => {
        if (!timing.shownAt && document.querySelector('[role="progressbar"]')) timing.shownAt = performance.now()
      }).observe(document.body, { childList: true, subtree: true })
    })
    // A footer link: out of view until the click, so no prefetch has landed before it.
    await page.getByRole('contentinfo').locator('a[href="/en/privacy-policy"]').click()
    const bar = page.getByRole('progressbar', { name: 'Loading page' })
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('aria-valuemin', '0')
    await expect(page).toHaveURL(/\/en\/privacy-policy$/, { timeout: 15_000 })
    await expect(bar).toHaveCount(0)
    const timing = await page.evaluate(() => (window as unknown as { __progress: { clickedAt: number; shownAt: number } }).__progress)
    expect(timing.shownAt - timing.clickedAt).toBeGreaterThanOrEqual(190)
  })

  test('appears on a search submitted from the header (a router.push) and goes when the results are shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.route('**/*', async (route) => {
      if (route.request().headers().rsc) await new Promise((resolve) => setTimeout(resolve, 1500))
      return route.continue()
    })
    await page.goto('/en/about-us')
    const search = page.locator('#header-search')
    await search.fill('water')
    await search.press('Enter')
    const bar = page.getByRole('progressbar', { name: 'Loading page' })
    await expect(bar).toBeVisible()
    await expect(page).toHaveURL(/\/en\/search\/water$/, { timeout: 15_000 })
    await expect(bar).toHaveCount(0)
  })
})

test.describe('side menus and mobile header (spec sections 2 and 9)', () => {
  test('the cp3p dashboard side menu is a dropdown under 1024 px; screenshots at 1280 and 375 px', async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    const learner = await createLearner(baseURL!, 'Spec Shell Learner')
    await loginThroughPage(page, learner.email, learner.password)
    await expect(page).toHaveURL(/\/en\/user\/dashboard$/, { timeout: 30_000 })
    const headers = { origin: new URL(baseURL!).origin, 'accept-language': 'en' }
    expect((await page.request.post('/api/cp3p/public-course/registration', { data: { courseId: CP3P }, headers })).status()).toBeLessThan(300)
    await asAdmin(baseURL!, async (admin, adminHeaders) => {
      const found = await admin.get(`/api/cp3p-registrations?where[user.email][equals]=${encodeURIComponent(learner.email)}&depth=0`, { headers: adminHeaders })
      const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
      expect((await admin.patch(`/api/cp3p-registrations/${id}`, { headers: adminHeaders, data: { paymentStatus: 'paid' } })).status()).toBe(200)
    })

    const menu = page.getByRole('navigation', { name: 'cp3p dashboard menu' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/en/cp3p/dashboard/content-course/${CP3P}/${CP3P}`)
    await expect(menu.getByRole('link', { name: 'Announcements' })).toBeVisible()
    await expect(menu.locator('summary')).toBeHidden()
    expect(Math.round((await menu.boundingBox())!.width)).toBe(305)
    await saveScreenshot(page, { path: '/tmp/spec-cp3p-dashboard-1280.png', fullPage: true })

    await page.setViewportSize({ width: 375, height: 800 })
    await expect(menu.locator('summary')).toBeVisible()
    await expect(menu.locator('summary')).toContainText('Course content')
    await expect(menu.getByRole('link', { name: 'Announcements' })).toBeHidden()
    await saveScreenshot(page, { path: '/tmp/spec-cp3p-dashboard-375.png', fullPage: true })
    await menu.locator('summary').click()
    await saveScreenshot(page, { path: '/tmp/spec-cp3p-dashboard-375-open.png' })
    await menu.getByRole('link', { name: 'Announcements' }).click()
    await expect(page).toHaveURL(new RegExp(`/en/cp3p/dashboard/announcement/${CP3P}/`))
    await expect(menu.locator('summary')).toContainText('Announcements')
    await expect(menu.getByRole('link', { name: 'About' })).toBeHidden()
  })

  test('the dashboard header is 80 px high in mobile mode; the member side menu at 1280 and 375 px', async ({ page, baseURL }) => {
    const learner = await createLearner(baseURL!, 'Spec Shell Member')
    await loginThroughPage(page, learner.email, learner.password)
    await expect(page).toHaveURL(/\/en\/user\/dashboard$/, { timeout: 30_000 })
    const bar = page.locator('.site-header__bar')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.reload()
    await saveScreenshot(page, { path: '/tmp/spec-member-dashboard-1280.png', fullPage: true })
    for (const width of [1024, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await expect.poll(async () => Math.round((await bar.boundingBox())!.height)).toBe(80)
      if (width === 1024) await saveScreenshot(page, { path: '/tmp/spec-member-dashboard-1024-header.png', clip: { x: 0, y: 0, width, height: 200 } })
    }
    await saveScreenshot(page, { path: '/tmp/spec-member-dashboard-375.png', fullPage: true })
  })
})
