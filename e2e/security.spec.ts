import { expect, test, type APIRequestContext } from '@playwright/test'
import { routeAccess } from '../lib/auth/route-access'
import { buildPath } from '../lib/i18n/resolve-path'
import { allRoutes, sampleParams } from './helpers'

/**
 * The middleware guards against the built app (issue 11): headers that made Next.js skip or short-cut
 * middleware (CVE-2025-29927's x-middleware-subrequest, RSC and router-state requests, prefetches) must
 * not let a visitor, or a member of the wrong type, reach a guarded page. Generated from lib/i18n/pathnames.ts.
 */
const BYPASS_HEADERS: Record<string, Record<string, string>> = {
  none: {},
  'x-middleware-subrequest': { 'x-middleware-subrequest': 'middleware' },
  'x-middleware-subrequest (recursion depth)': {
    'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
  },
  'x-middleware-subrequest (src path)': {
    'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  },
  'RSC + router state tree': {
    RSC: '1',
    'Next-Router-State-Tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])),
  },
  'RSC prefetch': { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
  'x-middleware-prefetch + purpose': { 'x-middleware-prefetch': '1', purpose: 'prefetch', 'x-nextjs-data': '1' },
  'next-action': { 'next-action': '0'.repeat(40) },
}

const guarded = allRoutes.filter((route) => !['public', 'guest'].includes(routeAccess(route)))

async function status(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const response = await request.get(url, { headers, maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] ?? '', body: await response.text() }
}

test('the guarded route list comes from pathnames.ts', () => {
  expect(guarded).toEqual(expect.arrayContaining(['/user/dashboard', '/user/account-settings/edit-profile', '/lecturer/activity/online-course']))
})

for (const [name, headers] of Object.entries(BYPASS_HEADERS)) {
  test(`a visitor is sent to login from every guarded page with ${name}`, async ({ request }) => {
    for (const route of guarded) {
      for (const locale of ['id', 'en'] as const) {
        const url = buildPath(route, locale, sampleParams(route))
        const answer = await status(request, url, headers)
        expect([302, 303, 307, 308], `${name} ${url} answered ${answer.status}`).toContain(answer.status)
        expect(answer.location, `${name} ${url}`).toContain(locale === 'id' ? '/masuk' : '/en/login')
      }
    }
  })
}

test('a member of the wrong type is sent home from learner and staff pages, whatever the headers', async ({ request }) => {
  const typed = guarded.filter((route) => ['learner', 'staff'].includes(routeAccess(route)))
  expect(typed.length).toBeGreaterThan(3)
  for (const route of typed) {
    const wrongType = routeAccess(route) === 'learner' ? 'lecturer' : 'learner'
    for (const [name, headers] of Object.entries(BYPASS_HEADERS)) {
      const url = buildPath(route, 'en', sampleParams(route))
      const answer = await status(request, url, { ...headers, cookie: `auth-token=forged; user-type=${wrongType}` })
      expect([302, 303, 307, 308], `${name} ${url} as ${wrongType}: ${answer.status}`).toContain(answer.status)
      expect(new URL(answer.location, 'http://x').pathname, `${name} ${url}`).toBe('/en')
    }
  }
})

test('a forged auth-token cookie reaches no member data: the page sends it back to login', async ({ request }) => {
  const response = await request.get('/en/user/dashboard', { headers: { cookie: 'auth-token=forged; user-type=learner' } })
  expect(new URL(response.url()).pathname).toBe('/en/login')
})

test('the member API ignores the same headers', async ({ request }) => {
  for (const [name, headers] of Object.entries(BYPASS_HEADERS)) {
    for (const path of ['/api/user/profile', '/api/user/account', '/api/user/notification']) {
      // An RSC request first gets Next's cache-busting redirect (?_rsc=...): what it ends at counts.
      // Next answers x-middleware-prefetch itself with an empty `{}` (no handler runs): no data either way.
      const response = await request.get(path, { headers })
      const text = await response.text()
      if (text !== '{}') expect(response.status(), `${name} ${path}`).toBe(401)
      expect(text, `${name} ${path}`).not.toContain('"data"')
    }
  }
})

test('an API error shows no stack trace in production', async ({ request }) => {
  for (const [method, path, data] of [
    ['post', '/api/user/account/login', '{"email":'],
    ['get', '/api/events/not-a-number', undefined],
    ['get', '/api/static/event/detail?id=abc', undefined],
    ['put', '/api/user/profile', '[]'],
  ] as const) {
    const response = await request.fetch(path, { method, data, headers: { 'content-type': 'application/json', origin: 'http://evil.example' } })
    const text = await response.text()
    expect(text, `${method} ${path}`).not.toMatch(/\n\s+at |node_modules|\.tsx?:\d+/)
  }
})

test('a method no route serves is refused with 405 and the served ones, on pages and the API alike', async ({ request }) => {
  for (const [method, path] of [['TRACE', '/api/health'], ['TRACE', '/en'], ['PROPFIND', '/api/users'], ['LOCK', '/']] as const) {
    const response = await request.fetch(path, { method })
    expect(response.status(), `${method} ${path}`).toBe(405)
    expect(response.headers()['allow']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
  }
})

test('pages send no server banner', async ({ request }) => {
  const response = await request.get('/en')
  expect(response.headers()['x-powered-by']).toBeUndefined()
})

test('public pages ask for no critical client hint (Chrome would load a first visit twice); the CMS admin still does', async ({ request }) => {
  for (const path of ['/', '/en/login', '/e-library']) {
    const headers = (await request.get(path)).headers()
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers['accept-ch'], path).toBeUndefined()
  }
  expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})
