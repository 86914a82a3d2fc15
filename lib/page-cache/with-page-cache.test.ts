import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { installPageStore, PageStore, PURGE_HOLD_MS, purgePageCache, REFRESH_GRACE_MS, STALE_MAX_MS } from './page-store'
import { cacheKeyOf, requestKeyOf, STALE_TTL_SECONDS } from './rules'
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

  it("sends per-request pages, redirects and a dynamic page's client navigation to the app every time", async () => {
    const { calls, get } = await serve((req, res) => {
      if (req.url === '/akun' || req.headers['next-url'] === '/akun') res.writeHead(200, { 'cache-control': 'private, no-store' }).end('mine')
      else if (req.url === '/id') res.writeHead(307, { location: '/', ...isrHeaders }).end()
      else res.writeHead(200, isrHeaders).end('page')
    }, new PageStore())
    await get('/akun')
    await get('/akun')
    await get('/id')
    await get('/id')
    await get('/akun?_rsc=a', { rsc: '1', 'next-url': '/akun' })
    await get('/akun?_rsc=a', { rsc: '1', 'next-url': '/akun' })
    expect(calls.count).toBe(6)
  })

  it("keeps a prerendered page's client navigation under its router headers, apart from its HTML (decision 062)", async () => {
    const { calls, get } = await serve((req, res) => res.writeHead(200, isrHeaders).end(req.headers.rsc ? `payload for ${req.headers['next-router-state-tree']}` : '<html>page</html>'), new PageStore())
    const from = (tree: string) => ({ rsc: '1', 'next-router-state-tree': tree })
    expect(await (await get('/e-library?_rsc=x', from('a'))).text()).toBe('payload for a')
    expect(await (await get('/e-library?_rsc=x', from('a'))).text()).toBe('payload for a')
    expect(await (await get('/e-library?_rsc=x', from('b'))).text()).toBe('payload for b')
    expect(await (await get('/e-library')).text()).toBe('<html>page</html>')
    expect(calls.count).toBe(3)
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

describe('a page at the end of its lifetime', () => {
  /** An app whose answers wait until `release()`: a refresh in flight. */
  function slowApp(cacheControl: () => string) {
    let version = 0
    let release = () => {}
    const app: TApp = (_req, res) => {
      const body = `v${++version}`
      new Promise<void>((resolve) => (release = resolve)).then(() => res.writeHead(200, { ...isrHeaders, 'cache-control': cacheControl() }).end(body))
    }
    return { app, release: () => release() }
  }

  it('is refreshed by one request while the others still get it, then replaced', async () => {
    let now = 0
    const slow = slowApp(() => 's-maxage=10')
    const { calls, get } = await serve(slow.app, new PageStore(1024 * 1024, () => now))
    const reached = async (count: number) => {
      while (calls.count < count) await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const first = get('/')
    await reached(1)
    slow.release()
    expect(await (await first).text()).toBe('v1')
    now = 10_000
    const refresh = get('/') // reaches the app, which takes its time
    await reached(2)
    const meanwhile = await get('/')
    expect(await meanwhile.text()).toBe('v1')
    expect(meanwhile.headers.get('x-page-cache')).toBe('HIT')
    expect(calls.count).toBe(2)
    slow.release()
    expect(await (await refresh).text()).toBe('v2')
    expect(await (await get('/')).text()).toBe('v2')
    expect(calls.count).toBe(2)
  })

  it('is dropped when its refresh cannot be kept, and not served long past its end or refresh', async () => {
    let now = 0
    let cacheControl = 's-maxage=10'
    const { calls, get } = await serve((_req, res) => res.writeHead(200, { ...isrHeaders, 'cache-control': cacheControl }).end(`v${calls.count}`), new PageStore(1024 * 1024, () => now))
    await get('/')
    now = 10_000
    cacheControl = 'private, no-store'
    expect(await (await get('/')).text()).toBe('v2') // the refresh: now personal, not kept
    expect(await (await get('/')).text()).toBe('v3') // the old page was dropped
    cacheControl = 's-maxage=10'
    await get('/')
    // Expired, and a refresh that never answered (a client gone): served for REFRESH_GRACE_MS, then refreshed again.
    now = 30_000
    const store = new PageStore(1024 * 1024, () => now)
    const kept = { status: 200, headers: {}, body: Buffer.from('x'), expiresAt: 30_000 }
    store.set('k', kept, 0)
    expect(store.get('k')).toBeNull() // this caller refreshes
    expect(store.get('k')).toBe(kept)
    now += REFRESH_GRACE_MS
    expect(store.get('k')).toBeNull() // refresh again
    now = 30_000 + STALE_MAX_MS
    expect(store.get('k')).toBeNull()
    expect(store.size).toBe(0)
  })
})

describe("Next.js's own stale copy", () => {
  it('is kept one second, so the requests meanwhile do not all reach Next.js while it renders the page again', async () => {
    let now = 0
    let nextCache = 'HIT'
    const { calls, get } = await serve(
      (_req, res) => res.writeHead(200, { ...isrHeaders, 'cache-control': 's-maxage=60, stale-while-revalidate=31535940', 'x-nextjs-cache': nextCache }).end(`v${calls.count}`),
      new PageStore(1024 * 1024, () => now),
    )
    await get('/')
    now = 60_000
    nextCache = 'STALE' // Next.js's ISR entry expired with ours: it answers its old copy and renders after answering
    expect(await (await get('/')).text()).toBe('v2') // the refresh
    const meanwhile = await get('/')
    expect(await meanwhile.text()).toBe('v2')
    expect(meanwhile.headers.get('x-page-cache')).toBe('HIT')
    expect(meanwhile.headers.get('cache-control')).toBe('s-maxage=1') // a cache in front keeps it a second, not a minute
    expect(calls.count).toBe(2)
    now += STALE_TTL_SECONDS * 1000
    nextCache = 'HIT'
    expect(await (await get('/')).text()).toBe('v3') // refreshed
    const fresh = await get('/')
    expect(await fresh.text()).toBe('v3')
    expect(fresh.headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate=31535940')
    expect(calls.count).toBe(3)
  })

  it('a kept page served past its end while one request refreshes it says so to a cache in front', async () => {
    let now = 0
    const slow = { release: () => {} }
    const { calls, get } = await serve((_req, res) => {
      if (calls.count === 1) return void res.writeHead(200, isrHeaders).end('v1')
      void new Promise<void>((resolve) => (slow.release = resolve)).then(() => res.writeHead(200, isrHeaders).end('v2'))
    }, new PageStore(1024 * 1024, () => now))
    await get('/')
    now = 60_000
    const refresh = get('/')
    while (calls.count < 2) await new Promise((resolve) => setTimeout(resolve, 5))
    const meanwhile = await get('/')
    expect(await meanwhile.text()).toBe('v1')
    expect(meanwhile.headers.get('cache-control')).toBe('s-maxage=1')
    slow.release()
    expect(await (await refresh).text()).toBe('v2')
    expect((await get('/')).headers.get('cache-control')).toBe(isrHeaders['cache-control'])
  })
})

describe('the hit path', () => {
  it('sends a hit with the kept headers once each, its length and HIT, and no Set-Cookie but the locale', async () => {
    const { calls, get } = await serve((_req, res) => {
      res.setHeader('content-security-policy', "script-src 'self'")
      res.setHeader('set-cookie', ['locale=en; Path=/'])
      res.writeHead(200, { ...isrHeaders, vary: 'rsc, Accept-Encoding' }).end('<html>en</html>')
    }, new PageStore())
    await get('/en')
    const hit = await get('/en')
    expect(calls.count).toBe(1)
    expect(hit.headers.get('x-page-cache')).toBe('HIT')
    expect(hit.headers.get('content-security-policy')).toBe("script-src 'self'")
    expect(hit.headers.get('vary')).toBe('rsc, Accept-Encoding')
    expect(hit.headers.getSetCookie()).toEqual(['locale=en; Path=/'])
    expect(hit.headers.get('content-length')).toBe('15')
    expect(await hit.text()).toBe('<html>en</html>')
  })

  it('leaves HEAD, other encodings, cookies the middleware reads and query strings to their own answers', async () => {
    const { calls, get } = await serve((req, res) => res.writeHead(200, isrHeaders).end(`${req.url} ${req.headers.cookie ?? ''}`), new PageStore())
    await get('/e-library?page=2')
    expect(await (await get('/e-library?page=2')).text()).toBe('/e-library?page=2 ')
    expect(await (await get('/e-library?page=3')).text()).toBe('/e-library?page=3 ')
    expect(await (await get('/e-library?page=2', { cookie: 'auth-token=a; user-type=learner' })).text()).toBe('/e-library?page=2 auth-token=a; user-type=learner')
    expect(calls.count).toBe(3)
  })

  // The key on the hit path comes from req.rawHeaders; the app (and the middleware) read req.headers. Both must
  // name the same entry for any header list, repeated lines included.
  it('keys a request from its raw header lines as from the headers Node builds from them', async () => {
    const seen: Array<[string | null, string | null]> = []
    const server = http.createServer((req, res) => {
      seen.push([requestKeyOf(req.method, req.url, req.rawHeaders), cacheKeyOf(req.method, req.url, req.headers)])
      res.end()
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const requests = [
      'GET / HTTP/1.1\r\nHost: x\r\n',
      'GET /e-library?x=1 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, br\r\n',
      'GET /en HTTP/1.1\r\nHost: x\r\nACCEPT-ENCODING: gzip\r\naccept-encoding: br\r\n',
      'GET /masuk HTTP/1.1\r\nHost: x\r\nCookie: locale=en\r\nCookie: auth-token=a; user-type=admin\r\n',
      'GET /masuk HTTP/1.1\r\nHost: x\r\nCookie: auth-token=a\r\ncookie: __prerender_bypass=1\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nRSC: 1\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nNext-Router-Prefetch: 1\r\n',
      'GET /e-library?_rsc=y HTTP/1.1\r\nHost: x\r\nRSC: 1\r\nNext-Router-State-Tree: a\r\nnext-router-state-tree: b\r\nNext-Url: /id\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\r\nAuthorization: Bearer b\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nCookie: \r\n',
      'HEAD / HTTP/1.1\r\nHost: x\r\n',
      'GET /api/static/menu HTTP/1.1\r\nHost: x\r\n',
    ]
    for (const request of requests) {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(`${request}Connection: close\r\n\r\n`))
        socket.on('data', () => {}).on('close', () => resolve()).on('error', reject)
      })
    }
    expect(seen).toHaveLength(requests.length)
    for (const [raw, built] of seen) expect(raw).toBe(built)
    expect(seen.filter(([raw]) => raw !== null)).toHaveLength(8)
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

  it('keeps a page just stored, and drops the oldest, when every kept page was used', () => {
    const store = new PageStore(800)
    for (const key of ['a', 'b', 'c', 'd']) store.set(key, page(200), 0)
    for (const key of ['a', 'b', 'c', 'd']) store.get(key)
    store.set('e', page(200), 0) // every older page was used: the oldest of them goes, never e
    expect(store.size).toBe(4)
    expect(store.get('a')).toBeNull()
    expect(['b', 'c', 'd', 'e'].every((key) => store.get(key))).toBe(true)
  })

  it('does not keep a page rendered before a purge', () => {
    const store = new PageStore(1000, () => 0)
    const generation = store.generation
    store.purge()
    store.set('a', page(10), generation)
    expect(store.get('a')).toBeNull()
  })
})
