import { expect, test } from '@playwright/test'

/**
 * Next.js's image optimizer (/_next/image) against crafted `url` values (issue 20, finding 10): every answer is a
 * success or a 4xx, never a 5xx. It fetches local urls from the app itself, so a file route's failure used to pass
 * through as its 500, and a malformed escape made it throw.
 */
const URLS = [
  '/images/%ZZ',
  '/api/media/file/%ZZ',
  '/api/media/file/nope.png',
  '/api/media/file/x%00.png',
  '/%00',
  '/api/media/file/a%25',
  '/api/media/file/a.png?x=1',
  '/api/media/file/',
  '/api/media/file/a.png/',
  '/images/a.png/',
  '/',
  '/api/media/file/..%2F..%2Fetc%2Fpasswd',
  '/api/media/file/%2e%2e%2fpayload.config.ts',
  '/api/course-files/file/nope.pdf',
  '/api/static/menu',
  '/api/user/account',
  '/images/nope.png',
  '/images/nope.svg',
  '/images/%2e%2e/api/static/menu',
  '/favicon.ico',
  'https://evil.example/a.png',
  '//evil.example/a.png',
  '/\\evil.example/a.png',
  'javascript:alert(1)',
  'http://127.0.0.1:1/a.png',
  '%2Fapi%2Fstatic%2Fmenu',
  '',
]
const SIZES: Record<string, string>[] = [
  { w: '64', q: '75' },
  { w: '99999', q: '75' },
  { w: '64' },
  { w: '-1', q: '1000' },
  {},
]

test('the image optimizer answers a crafted url with 2xx or 4xx, never 5xx', async ({ request }) => {
  const failures: string[] = []
  for (const url of URLS) {
    for (const size of SIZES) {
      const query = new URLSearchParams({ url, ...size }).toString()
      const response = await request.get(`/_next/image?${query}`, { maxRedirects: 0 })
      if (response.status() >= 500) failures.push(`${response.status()} /_next/image?${query}`)
    }
  }
  expect(failures).toEqual([])
})

test('an unknown upload is a 4xx on the file route, and the optimizer passes the same 4xx on', async ({ request }) => {
  const route = (await request.get('/api/media/file/nope.png')).status()
  expect(route).toBeGreaterThanOrEqual(400)
  expect(route).toBeLessThan(500)
  expect((await request.get('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fnope.png&w=64&q=75')).status()).toBe(route)
})
