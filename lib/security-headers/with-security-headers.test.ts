import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { PageStore } from '../page-cache/page-store'
import { withPageCache } from '../page-cache/with-page-cache'
import { inlineScriptHashes } from './inline-scripts'
import { withSecurityHeaders } from './with-security-headers'

type TApp = (req: http.IncomingMessage, res: http.ServerResponse) => void

const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

async function serve(app: TApp, serverUrl = 'http://localhost:3000', cached = false) {
  const calls = { count: 0 }
  const secured = withSecurityHeaders((req, res) => (calls.count++, app(req, res)), { serverUrl })
  const server = http.createServer(cached ? withPageCache(secured, new PageStore()) : secured)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { calls, get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers, redirect: 'manual' }) }
}

const PAGE = '<html><head><script src="/_next/static/a.js"></script></head><body><p>page</p><script>self.__next_f.push([1,"x"])</script><script>$RC("B:0")</script></body></html>'
const isrHeaders = { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', 'x-nextjs-cache': 'HIT', 'content-type': 'text/html; charset=utf-8' }

/** Like Next.js: headers through setHeader, the HTML gzipped and streamed in pieces. */
const streamedPage: TApp = (_req, res) => {
  for (const [name, value] of Object.entries(isrHeaders)) res.setHeader(name, value)
  res.setHeader('content-encoding', 'gzip')
  const gzipped = zlib.gzipSync(PAGE)
  const half = Math.floor(gzipped.length / 2)
  res.writeHead(200)
  res.write(gzipped.subarray(0, half))
  setTimeout(() => res.end(gzipped.subarray(half)), 5)
}

const scriptSrc = (csp: string | null) => csp?.split(';').find((directive) => directive.trim().startsWith('script-src'))?.trim() ?? ''

describe('withSecurityHeaders', () => {
  it('sends an HTML page whole, with a CSP naming exactly the hashes of its inline scripts', async () => {
    const { get } = await serve(streamedPage)
    const response = await get('/tentang-kami', { 'accept-encoding': 'gzip' })
    expect(await response.text()).toBe(PAGE)
    const csp = response.headers.get('content-security-policy')
    expect(scriptSrc(csp)).toBe(`script-src 'self' ${inlineScriptHashes(PAGE).join(' ')}`)
    expect(inlineScriptHashes(PAGE)).toHaveLength(2)
    expect(csp).not.toContain("'unsafe-inline' 'sha")
    expect(scriptSrc(csp)).not.toContain('unsafe')
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"]) expect(csp).toContain(directive)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('keeps the hashed CSP with a page the page cache keeps, so a hit is not hashed again', async () => {
    const { calls, get } = await serve(streamedPage, 'http://localhost:3000', true)
    const first = await get('/tentang-kami', { 'accept-encoding': 'gzip' })
    const second = await get('/tentang-kami', { 'accept-encoding': 'gzip' })
    expect(calls.count).toBe(1)
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(await second.text()).toBe(PAGE)
  })

  it("gives /admin its own policy and lets it frame itself", async () => {
    const { get } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(PAGE)
    })
    const response = await get('/admin/collections/users')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(scriptSrc(csp)).toContain(inlineScriptHashes(PAGE)[0])
    expect(scriptSrc(csp)).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'self'")
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('sends API answers and files at once with a policy that runs nothing', async () => {
    const { get } = await serve((req, res) => {
      const json = req.url?.startsWith('/api/user')
      res.setHeader('content-type', json ? 'application/json' : 'image/svg+xml')
      res.write(json ? '{"ok":' : '<svg>')
      res.end(json ? 'true}' : '<script>alert(1)</script></svg>')
    })
    const api = await get('/api/user/account')
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
    expect(api.headers.get('x-content-type-options')).toBe('nosniff')
    // Gathered: one write with its length instead of flushed headers, a chunk and the chunked terminator.
    expect(api.headers.get('transfer-encoding')).toBeNull()
    expect(api.headers.get('content-length')).toBe('11')
    expect(await api.text()).toBe('{"ok":true}')
    const file = await get('/api/media/file/a.svg')
    expect(file.headers.get('content-security-policy')).toMatch(/^default-src 'none';/)
    expect(file.headers.get('content-security-policy')).not.toContain('script-src')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends a small API answer in one write, and streams one past 64 KiB from where it grew', async () => {
    const sentEarly: boolean[] = []
    const { get } = await serve((req, res) => {
      res.setHeader('content-type', 'application/json')
      res.flushHeaders()
      sentEarly.push(res.headersSent)
      if (req.url === '/api/big') {
        for (let i = 0; i < 40; i++) res.write(`"${'x'.repeat(4094)}",`)
        sentEarly.push(res.headersSent)
        return void setTimeout(() => res.end('1'), 5)
      }
      res.write('{"a":')
      sentEarly.push(res.headersSent)
      setTimeout(() => res.end('1}'), 5)
    })
    const small = await get('/api/small')
    expect(await small.text()).toBe('{"a":1}')
    expect(small.headers.get('content-length')).toBe('7')
    expect(sentEarly).toEqual([false, false])
    const big = await get('/api/big')
    expect(big.headers.get('transfer-encoding')).toBe('chunked')
    expect((await big.text()).length).toBe(40 * 4097 + 1)
    expect(sentEarly.slice(2)).toEqual([false, true])
    const gone = await serve((_req, res) => {
      res.statusCode = 204
      res.setHeader('content-type', 'application/json')
      res.end()
    })
    const empty = await gone.get('/api/nothing')
    expect(empty.status).toBe(204)
    expect(empty.headers.get('content-length')).toBeNull()
  })

  it('sends no policy with a 304, so the page the browser kept keeps its own hashes', async () => {
    const { get } = await serve((_req, res) => {
      res.setHeader('etag', '"v1"')
      res.writeHead(304)
      res.end()
    })
    const response = await get('/tentang-kami', { 'if-none-match': '"v1"' })
    expect(response.status).toBe(304)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends HSTS only when the public origin is https', async () => {
    const app: TApp = (_req, res) => res.end('ok')
    expect((await (await serve(app, 'https://learning.example.org')).get('/')).headers.get('strict-transport-security')).toBe('max-age=31536000')
    expect((await (await serve(app, 'http://learning.example.org')).get('/')).headers.get('strict-transport-security')).toBeNull()
  })

  it('sends one Location with a redirect that Next.js wrote twice', async () => {
    // Next.js 16 sets a rendered page's redirect on the response and appends it again from the render's headers.
    const page: TApp = (_req, res) => {
      res.statusCode = 308
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('location', '/en/event/7/judul')
      res.appendHeader('location', '/en/event/7/judul')
      res.end('/en/event/7/judul')
    }
    const written: TApp = (_req, res) => {
      res.appendHeader('location', '/event')
      res.appendHeader('location', '/event')
      res.writeHead(308).end()
    }
    for (const app of [page, written]) {
      const answer = await (await serve(app)).get('/en/event/7/title')
      expect(answer.status).toBe(308)
      expect(answer.headers.get('location')).toMatch(/^\/[^,]*$/)
    }
  })
})
