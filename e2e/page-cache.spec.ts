import { expect, test } from '@playwright/test'
import { DEMO_ACCOUNTS } from './demo-accounts'

/**
 * The page cache in front of the app (docs/decisions/009) answers repeated public pages from memory, and never
 * in place of what the app would answer otherwise: guards, personal pages and client navigation still reach it.
 */
test.describe('page cache', () => {
  // Other specs' editors purge the cache while these run in parallel: each check is retried until two requests
  // in a row found the page kept.
  test('a public page is answered from memory the second time, the same page', async ({ request }) => {
    // The first answer sets the locale cookie, which is part of the key: from then on the key holds.
    await request.get('/en/about-us')
    await expect(async () => {
      const first = await request.get('/en/about-us')
      const second = await request.get('/en/about-us')
      expect(second.status()).toBe(200)
      expect(second.headers()['x-page-cache']).toBe('HIT')
      expect(await second.text()).toBe(await first.text())
    }).toPass({ timeout: 20_000 })
  })

  test('a guest-only page kept for visitors still sends a signed-in learner on', async ({ request, playwright, baseURL }) => {
    await request.get('/masuk')
    await expect(async () => {
      await request.get('/masuk')
      expect((await request.get('/masuk')).headers()['x-page-cache']).toBe('HIT')
    }).toPass({ timeout: 20_000 })
    const learner = await playwright.request.newContext({ baseURL })
    const login = await learner.post('/api/user/account/login', {
      data: { email: DEMO_ACCOUNTS.learner.email, password: DEMO_ACCOUNTS.learner.password },
      headers: { origin: baseURL! },
    })
    expect(login.ok()).toBe(true)
    const answer = await learner.get('/masuk', { maxRedirects: 0 })
    expect(answer.status()).toBe(307)
    expect(answer.headers().location).toContain('/user/dasbor')
    await learner.dispose()
  })

  test('personal pages and guarded pages are never answered from memory', async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const guarded = await request.get('/user/dasbor', { maxRedirects: 0 })
      expect(guarded.status()).toBe(307)
      expect(guarded.headers()['x-page-cache']).toBeUndefined()
      const search = await request.get('/cari/kpbu')
      expect(search.headers()['x-page-cache']).toBeUndefined()
    }
  })

  test("a prerendered page's client navigation is kept apart from its HTML, under the router's headers (decision 062)", async ({ request }) => {
    const navigate = (tree: string) => request.get('/en/about-us', { headers: { rsc: '1', 'next-router-state-tree': tree } })
    const tree = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}, null, null, 0] }, null, null, 16]))
    const answers = []
    // Another test's editor save may purge in between: a few tries for the hit.
    for (let i = 0; i < 4 && answers.at(-1)?.headers()['x-page-cache'] !== 'HIT'; i++) answers.push(await navigate(tree))
    const hit = answers.at(-1)!
    expect(hit.headers()['x-page-cache']).toBe('HIT')
    expect(hit.headers()['content-type']).toContain('text/x-component')
    expect(await hit.text()).toBe(await answers[0].text())
    const page = await request.get('/en/about-us')
    expect(page.headers()['content-type']).toContain('text/html')
  })
})
