import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { installPageStore, PageStore, PURGE_HOLD_MS, purgePageCache } from './page-store'
import { withPageCache } from './with-page-cache'

type TApp = (req: http.IncomingMessage, res: http.ServerResponse) => void

const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

/** A real HTTP server running `app` behind the page cache; `calls` counts what reached the app. */
async function serve(app: TApp, store: PageStore) {
  const calls = { count: 0 }
  const server = http.createServer(withPageCache((req, res) => (calls.count++, app(req, res)), store))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { calls, get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers, redirect: 'manual' }) }
}

const isrHeaders = { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', 'x-nextjs-cache': 'HIT', 'content-type': 'text/html; charset=utf-8' }
let rendered = 0
/** Like Next.js: a cached page written in pieces through setHeader and write, its version in the body. */
const isrApp: TApp = (_req, res) => {
  rendered++
  for (const [name, value] of Object.entries(isrHeaders)) res.setHeader(name, value)
  res.setHeader('set-cookie', 'locale=id; Path=/')
  res.write('<html>')
  res.end(`v${rendered}</html>`)
}

describe('withPageCache', () => {
  it('answers a repeated page from memory with the same status, headers and body', async () => {
    rendered = 0
    const { calls, get } = await serve(isrApp, new PageStore())
    const first = await get('/tentang-kami')
    const second = await get('/tentang-kami')
    expect(calls.count).toBe(1)
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(second.headers.get('set-cookie')).toBe('locale=id; Path=/')
    expect(second.headers.get('cache-control')).toBe(isrHeaders['cache-control'])
    expect(second.headers.get('content-length')).toBe(String('<html>v1</html>'.length))
  })

  it('keeps what the app wrote through writeHead and compressed bytes as they were sent', async () => {
    const gzipped = zlib.gzipSync('<p>gz</p>')
    const { calls, get } = await serve((_req, res) => {
      res.writeHead(200, { ...isrHeaders, 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
      res.end(gzipped)
    }, new PageStore())
    await get('/', { 'accept-encoding': 'gzip' })
    const again = await get('/', { 'accept-encoding': 'gzip' })
    expect(calls.count).toBe(1)
    expect(again.headers.get('content-encoding')).toBe('gzip')
    expect(await again.text()).toBe('<p>gz</p>') // fetch decodes: the kept bytes are valid gzip
    await get('/', { 'accept-encoding': 'identity' })
    expect(calls.count).toBe(2) // another encoding is another entry
  })

  it('sends per-request pages, redirects and client navigation to the app every time', async () => {
    const { calls, get } = await serve((req, res) => {
      if (req.url === '/akun') res.writeHead(200, { 'cache-control': 'private, no-store' }).end('mine')
      else if (req.url === '/id') res.writeHead(307, { location: '/', ...isrHeaders }).end()
      else res.writeHead(200, isrHeaders).end('page')
    }, new PageStore())
    await get('/akun')
    await get('/akun')
    await get('/id')
    await get('/id')
    await get('/', { rsc: '1' })
    await get('/', { rsc: '1' })
    expect(calls.count).toBe(6)
  })

  it('serves the new page after a purge, and keeps nothing the app answers right after it', async () => {
    rendered = 0
    let now = 1_000_000
    const store = installPageStore(new PageStore(64 * 1024 * 1024, () => now))
    const { calls, get } = await serve(isrApp, store)
    expect(await (await get('/')).text()).toContain('v1')
    expect(await (await get('/')).text()).toContain('v1')
    purgePageCache()
    // The app may still answer the old page for a moment: it is served but not kept.
    expect(await (await get('/')).text()).toContain('v2')
    expect(await (await get('/')).text()).toContain('v3')
    now += PURGE_HOLD_MS
    await get('/')
    expect(await (await get('/')).text()).toContain('v4')
    expect(calls.count).toBe(4)
  })

  it('does not keep a page cut short', async () => {
    let calls = 0
    const { get } = await serve((_req, res) => {
      calls++
      res.writeHead(200, isrHeaders)
      res.write('<html>part')
      // Like Next.js on a write error: the socket is gone, then the answer is ended anyway.
      if (calls === 1) res.destroy()
      res.end('</html>')
    }, new PageStore())
    await get('/').then((response) => response.text()).catch(() => 'cut')
    expect(await (await get('/')).text()).toBe('<html>part</html>')
    expect(calls).toBe(2)
  })

  it('drops a page at the end of its lifetime', async () => {
    let now = 0
    const { calls, get } = await serve((_req, res) => res.writeHead(200, { ...isrHeaders, 'cache-control': 's-maxage=10' }).end('x'), new PageStore(1024 * 1024, () => now))
    await get('/')
    now = 9_999
    await get('/')
    expect(calls.count).toBe(1)
    now = 10_000
    await get('/')
    expect(calls.count).toBe(2)
  })
})

describe('PageStore', () => {
  const page = (bytes: number) => ({ status: 200, headers: {}, body: Buffer.alloc(bytes), expiresAt: Infinity })

  it('drops the least recently used pages beyond its size', () => {
    const store = new PageStore(1000)
    store.set('a', page(200), 0)
    store.set('b', page(200), 0)
    store.set('c', page(200), 0)
    store.get('a')
    store.set('d', page(200), 0)
    store.set('e', page(200), 0) // 1000 bytes: still fits
    store.set('f', page(200), 0) // b, the least recently used, goes
    expect(store.get('b')).toBeNull()
    expect(store.get('a')).not.toBeNull()
    expect(store.size).toBe(5)
  })

  it('does not keep a page rendered before a purge', () => {
    const store = new PageStore(1000, () => 0)
    const generation = store.generation
    store.purge()
    store.set('a', page(10), generation)
    expect(store.get('a')).toBeNull()
  })
})
