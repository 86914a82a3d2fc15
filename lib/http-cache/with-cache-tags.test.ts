import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageStore } from '@/lib/page-cache/page-store'
import { withPageCache } from '@/lib/page-cache/with-page-cache'
import { httpCachePurgeUrls, purgeHttpCaches } from './purge'
import { withCacheTags } from './with-cache-tags'

type TApp = (req: http.IncomingMessage, res: http.ServerResponse) => void

const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

async function listen(handler: TApp) {
  const server = http.createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const isrHeaders = { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', 'x-nextjs-cache': 'HIT', 'content-type': 'text/html' }
const page =
  (headers: Record<string, string | string[]>, status = 200): TApp =>
  (_req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    res.statusCode = status
    res.end('<html></html>')
  }

async function xkeyOf(app: TApp, path = '/riset', init: RequestInit = {}, store = new PageStore()) {
  const base = await listen(withCacheTags(app, store))
  return (await fetch(base + path, { redirect: 'manual', ...init })).headers.get('xkey')
}

describe('withCacheTags', () => {
  it('tags a page the app cached for everyone, also when written through writeHead with a flat list', async () => {
    expect(await xkeyOf(page({ ...isrHeaders, 'set-cookie': 'locale=id; Path=/' }))).toBe('pages')
    const flat = Object.entries(isrHeaders).flat()
    expect(await xkeyOf((_req, res) => (res.writeHead(200, flat), res.end('x')))).toBe('pages')
    expect(flat).not.toContain('xkey') // the caller's list is left as it was
  })

  it('never tags a personal, uncached, failed or cookie-setting answer, nor the API', async () => {
    expect(await xkeyOf(page({ ...isrHeaders, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBeNull()
    expect(await xkeyOf(page({ 'cache-control': 's-maxage=300', 'content-type': 'text/html' }))).toBeNull()
    expect(await xkeyOf(page(isrHeaders, 404))).toBeNull()
    expect(await xkeyOf(page({ ...isrHeaders, 'set-cookie': ['locale=id; Path=/', 'auth-token=x; Path=/'] }))).toBeNull()
    expect(await xkeyOf(page(isrHeaders), '/api/static/menu')).toBeNull()
  })

  it("tags a prerendered page's client navigation like the page: the page cache keeps it too (decision 062)", async () => {
    expect(await xkeyOf(page(isrHeaders), '/riset?_rsc=a', { headers: { rsc: '1' } })).toBe('pages')
    expect(await xkeyOf(page({ ...isrHeaders, 'cache-control': 'private, no-store' }), '/akun?_rsc=a', { headers: { rsc: '1' } })).toBeNull()
  })

  it("tags Next.js's stale copy for one second, however the app gave its headers", async () => {
    const stale = { ...isrHeaders, 'x-nextjs-cache': 'STALE' }
    const withoutCacheControl = { 'x-nextjs-cache': 'STALE', 'content-type': 'text/html' } // as Next.js sometimes sends it
    const answers: TApp[] = [page(stale), page(withoutCacheControl), (_req, res) => (res.writeHead(200, stale), res.end('x')), (_req, res) => (res.writeHead(200, Object.entries(stale).flat()), res.end('x'))]
    for (const app of answers) {
      const answer = await fetch(await listen(withCacheTags(app, new PageStore())) + '/riset')
      expect(answer.headers.get('xkey')).toBe('pages')
      expect(answer.headers.get('cache-control')).toBe('s-maxage=1')
    }
  })

  it('does not tag an answer when a purge came while it was rendered, nor during the hold after one', async () => {
    const store = new PageStore()
    const purgingApp: TApp = (req, res) => (store.purge(), page(isrHeaders)(req, res))
    expect(await xkeyOf(purgingApp, '/riset', {}, store)).toBeNull()
    expect(await xkeyOf(page(isrHeaders), '/riset', {}, store)).toBeNull() // within the hold
  })

  it('a page kept by the in-process page cache keeps its tag on hits', async () => {
    const store = new PageStore()
    const base = await listen(withPageCache(withCacheTags(page(isrHeaders), store), store))
    await fetch(`${base}/riset`)
    const hit = await fetch(`${base}/riset`)
    expect(hit.headers.get('x-page-cache')).toBe('HIT')
    expect(hit.headers.get('xkey')).toBe('pages')
  })
})

describe('purgeHttpCaches', () => {
  it('reads the comma list, sends PURGE with the tags to each, and logs a failure without throwing', async () => {
    expect(httpCachePurgeUrls(' http://a:1/ ,, http://b:2/ ')).toEqual(['http://a:1/', 'http://b:2/'])
    expect(httpCachePurgeUrls(undefined)).toEqual([])
    const seen: string[] = []
    const base = await listen((req, res) => (seen.push(`${req.method} ${req.headers.xkey}`), res.end('ok')))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await purgeHttpCaches(['pages'], [`${base}/`, 'http://127.0.0.1:1/'])
    expect(seen).toEqual(['PURGE pages'])
    expect(errors).toHaveBeenCalledTimes(1)
    errors.mockRestore()
  })
})
