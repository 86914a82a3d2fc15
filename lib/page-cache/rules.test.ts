import { describe, expect, it } from 'vitest'
import { cacheKeyOf, cachedPageOf, MAX_TTL_SECONDS, sharedMaxAge } from './rules'

const isr = { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', 'x-nextjs-cache': 'HIT', 'content-type': 'text/html' }
const body = Buffer.from('<html></html>')

describe('cacheKeyOf', () => {
  it('keys a plain page GET by path, query, encoding and the cookies the middleware reads', () => {
    const key = cacheKeyOf('GET', '/e-library?topic=2', { 'accept-encoding': 'gzip', cookie: 'locale=id; _ga=1' })
    expect(key).toBe(['/e-library?topic=2', 'gzip', 'id', '', ''].join('\u0000'))
    // Cookies nobody reads do not split the cache.
    expect(cacheKeyOf('GET', '/e-library?topic=2', { 'accept-encoding': 'gzip', cookie: 'locale=id; other=2' })).toBe(key)
  })

  it('keeps signed-in visitors apart, by user type, so guest-only pages still redirect them', () => {
    const guest = cacheKeyOf('GET', '/masuk', {})
    const learner = cacheKeyOf('GET', '/masuk', { cookie: 'auth-token=abc; user-type=learner' })
    const admin = cacheKeyOf('GET', '/masuk', { cookie: 'auth-token=xyz; user-type=admin' })
    expect(new Set([guest, learner, admin]).size).toBe(3)
    // The token itself is not part of the key: every learner shares the public pages.
    expect(cacheKeyOf('GET', '/masuk', { cookie: 'auth-token=other; user-type=learner' })).toBe(learner)
  })

  it('keys client navigation and prefetches under the router headers, apart from the page itself', () => {
    const page = cacheKeyOf('GET', '/e-library', {})
    const navigation = cacheKeyOf('GET', '/e-library?_rsc=abc', { rsc: '1', 'next-router-state-tree': 'tree-a', 'next-url': '/id' })
    const fromElsewhere = cacheKeyOf('GET', '/e-library?_rsc=abc', { rsc: '1', 'next-router-state-tree': 'tree-b', 'next-url': '/id' })
    const prefetch = cacheKeyOf('GET', '/e-library?_rsc=abc', { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' })
    const keys = [page, navigation, fromElsewhere, prefetch]
    expect(keys.every((key) => key !== null)).toBe(true)
    expect(new Set(keys).size).toBe(4)
    expect(cacheKeyOf('GET', '/e-library', { 'next-router-prefetch': '1' })).not.toBe(page)
    // An `_rsc` URL without the RSC header is neither: the app's to answer.
    expect(cacheKeyOf('GET', '/?_rsc=abc', {})).toBeNull()
  })

  it('lets actions, draft mode, API and admin calls and non-GETs through', () => {
    expect(cacheKeyOf('POST', '/', {})).toBeNull()
    expect(cacheKeyOf('HEAD', '/', {})).toBeNull()
    expect(cacheKeyOf('GET', '/', { 'next-action': 'x' })).toBeNull()
    expect(cacheKeyOf('GET', '/', { 'x-middleware-subrequest': 'middleware' })).toBeNull()
    expect(cacheKeyOf('GET', '/', { authorization: 'Bearer x' })).toBeNull()
    expect(cacheKeyOf('GET', '/', { cookie: '__prerender_bypass=1' })).toBeNull()
    expect(cacheKeyOf('GET', '/api/static/menu', {})).toBeNull()
    expect(cacheKeyOf('GET', '/admin', {})).toBeNull()
    expect(cacheKeyOf('GET', '/_next/static/chunk.js', {})).toBeNull()
    expect(cacheKeyOf('GET', 'http://evil/', {})).toBeNull()
  })
})

describe('sharedMaxAge', () => {
  it('reads s-maxage only from a shared-cacheable answer', () => {
    expect(sharedMaxAge('s-maxage=300, stale-while-revalidate=31535700')).toBe(300)
    expect(sharedMaxAge('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(0)
    expect(sharedMaxAge('public, max-age=60')).toBe(0)
    expect(sharedMaxAge(undefined)).toBe(0)
  })
})

describe('cachedPageOf', () => {
  it('keeps a page the app cached for everyone, for at most MAX_TTL_SECONDS, without per-response headers', () => {
    const page = cachedPageOf(200, { ...isr, date: 'now', connection: 'keep-alive', 'content-length': '13', 'set-cookie': ['locale=id; Path=/'] }, body, 1000)
    expect(page?.expiresAt).toBe(1000 + MAX_TTL_SECONDS * 1000)
    expect(page?.headers).toEqual({ ...isr, 'set-cookie': ['locale=id; Path=/'] })
  })

  it('keeps a shorter app lifetime', () => {
    expect(cachedPageOf(200, { ...isr, 'cache-control': 's-maxage=5' }, body, 0)?.expiresAt).toBe(5000)
  })

  it("keeps Next.js's stale copy one second, and says so to a cache in front", () => {
    const stale = cachedPageOf(200, { ...isr, 'x-nextjs-cache': 'STALE' }, body, 0)
    expect(stale?.expiresAt).toBe(1000)
    expect(stale?.headers['cache-control']).toBe('s-maxage=1')
    // Next.js sometimes sends its STALE copy without any Cache-Control (seen on one instance of bench:topology).
    expect(cachedPageOf(200, { 'x-nextjs-cache': 'STALE', 'content-type': 'text/html' }, body, 0)?.expiresAt).toBe(1000)
    expect(cachedPageOf(200, { ...isr, 'x-nextjs-cache': 'STALE', 'cache-control': 'private, no-store' }, body, 0)).toBeNull()
  })

  it('refuses per-request, failed or personal answers', () => {
    expect(cachedPageOf(200, { ...isr, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, body, 0)).toBeNull()
    expect(cachedPageOf(200, { 'cache-control': isr['cache-control'] }, body, 0)).toBeNull()
    expect(cachedPageOf(404, isr, body, 0)).toBeNull()
    expect(cachedPageOf(307, isr, body, 0)).toBeNull()
    expect(cachedPageOf(200, { ...isr, 'set-cookie': 'auth-token=abc; HttpOnly' }, body, 0)).toBeNull()
  })
})

describe('cacheKeyOf reads cookies as the middleware does', () => {
  const key = (cookie: string) => cacheKeyOf('GET', '/masuk', { cookie })

  it('counts a bare auth-token as signed in and drops a value that does not decode', () => {
    expect(key('auth-token')).toBe(key('auth-token=abc'))
    expect(key('auth-token=%; user-type=learner')).toBe(key('user-type=learner'))
  })

  it('takes the last of two cookies with one name, and does not trim a name', () => {
    expect(key('locale=id; locale=en')).toBe(key('locale=en'))
    expect(key('\tauth-token=abc')).toBe(key(''))
  })
})
