import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * deploy/varnish/default.vcl against a stub app (docs/decisions/048): what it keeps, under which key, what it
 * refuses. Runs where varnishd and vmod xkey are installed (CI installs varnish varnish-modules), skipped elsewhere.
 */
const available = spawnSync('varnishd', ['-V'], { stdio: 'ignore' }).status === 0
const VCL = path.resolve(__dirname, '../../deploy/varnish/default.vcl')

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

const isr = { 'content-type': 'text/html', 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', 'x-nextjs-cache': 'HIT' }
let rendered = 0
/** The app's answers, as lib/http-cache/with-cache-tags.ts tags them; the body names the request it answered. */
const stub = http.createServer((req, res) => {
  if (req.url === '/api/health') return void res.end('ok')
  rendered++
  const headers: Record<string, string | string[]> = { ...isr, xkey: 'pages' }
  if (req.url?.startsWith('/personal')) headers['cache-control'] = 'private, no-cache, no-store, max-age=0, must-revalidate'
  if (req.url?.startsWith('/untagged')) delete headers.xkey
  if (req.url?.startsWith('/session')) headers['set-cookie'] = ['locale=id; Path=/', 'auth-token=x; Path=/; HttpOnly']
  res.writeHead(200, headers)
  res.end(`#${rendered} ${req.url} cookie=${req.headers.cookie ?? ''} host=${req.headers['x-forwarded-host'] ?? ''} proto=${req.headers['x-forwarded-proto'] ?? ''} for=${req.headers['x-forwarded-for'] ?? ''}`)
})

let varnish: ChildProcess
let base = ''
let frontPort = 0
let httpsPort = 0
let work = ''
const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(base + url, { headers })
  return { body: await response.text(), cache: response.headers.get('x-http-cache'), status: response.status, xkey: response.headers.get('xkey') }
}

/** One request on the `front` listener as the layer-4 balancer sends it: a PROXY header naming the client first. */
const viaFront = (request: string, client = '203.0.113.7') =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(frontPort, '127.0.0.1', () => socket.write(`PROXY TCP4 ${client} 127.0.0.1 40000 443\r\n${request}`))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })

/** PROXY v2 as HAProxy's `send-proxy-v2-ssl` sends it: TCP over IPv4, client 203.0.113.7, an SSL TLV (client used TLS). */
function proxyV2Ssl(): Buffer {
  const addresses = Buffer.from([203, 0, 113, 7, 127, 0, 0, 1, 0x9c, 0x40, 0x01, 0xbb])
  const ssl = Buffer.from([0x20, 0x00, 0x05, 0x01, 0x00, 0x00, 0x00, 0x00]) // PP2_TYPE_SSL, PP2_CLIENT_SSL, verified
  const body = Buffer.concat([addresses, ssl])
  const length = Buffer.alloc(2)
  length.writeUInt16BE(body.length)
  return Buffer.concat([Buffer.from('0d0a0d0a000d0a515549540a', 'hex'), Buffer.from([0x21, 0x11]), length, body])
}

const raw = (port: number, head: Buffer | string, request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.concat([Buffer.from(head), Buffer.from(request)])))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })

describe.skipIf(!available)('deploy/varnish/default.vcl', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
    const backendPort = (stub.address() as AddressInfo).port
    const [front, purge, https] = [await freePort(), await freePort(), await freePort()]
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'vcl-test-'))
    fs.chmodSync(work, 0o755)
    fs.writeFileSync(path.join(work, 'backends.vcl'), `import directors;\nbackend app_a { .host = "127.0.0.1"; .port = "${backendPort}"; }\nsub vcl_init { new app = directors.round_robin(); app.add_backend(app_a); }\n`)
    varnish = spawn('varnishd', ['-F', '-n', path.join(work, 'state'), '-f', VCL, '-p', `vcl_path=${work}:${path.dirname(VCL)}`, '-a', `front=127.0.0.1:${front},PROXY`, '-a', `purge=127.0.0.1:${purge}`, '-a', `https=127.0.0.1:${https},PROXY`, '-s', 'malloc,16m', '-T', 'none'], { stdio: 'ignore' })
    base = `http://127.0.0.1:${purge}`
    frontPort = front
    httpsPort = https
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('varnishd did not start')
  }, 20_000)
  afterAll(() => {
    varnish?.kill('SIGKILL')
    stub.close()
    fs.rmSync(work, { recursive: true, force: true })
  })

  it('keeps a tagged public page per key: locale, signed in or not, user type; never shows the tag', async () => {
    const first = await get('/riset')
    expect(first.cache).toBe('MISS')
    expect((await get('/riset')).cache).toBe('HIT')
    expect(first.xkey).toBeNull()
    const signedIn = await get('/riset', { cookie: 'auth-token=abc; locale=en; user-type=learner' })
    expect(signedIn.cache).toBe('MISS')
    expect(signedIn.body).not.toBe(first.body)
    expect((await get('/riset', { cookie: 'locale=en; x=1; auth-token=other; user-type=learner' })).cache).toBe('HIT')
    expect((await get('/riset', { cookie: 'auth-token=abc; locale=en; user-type=mentor' })).cache).toBe('MISS')
    expect((await get('/riset', { cookie: 'locale=id' })).cache).toBe('MISS')
  })

  it('never keeps a personal page, an untagged one, one setting another cookie, /api, /admin or a client navigation', async () => {
    for (const url of ['/personal', '/untagged', '/session', '/api/static/menu', '/admin', '/_next/data']) {
      await get(url, { cookie: 'auth-token=abc' })
      const again = await get(url, { cookie: 'auth-token=someone-else' })
      expect([url, again.cache]).toEqual([url, 'PASS'])
      expect(again.body).toContain('someone-else')
    }
    expect((await get('/riset', { rsc: '1' })).cache).toBe('PASS')
    expect((await get('/riset', { authorization: 'Bearer x' })).cache).toBe('PASS')
  })

  it('passes a Cookie header the app could read otherwise (a key cookie twice, an escape), and a draft-mode cookie', async () => {
    for (const cookie of ['locale=en; locale=id', 'auth-token=a; auth-token=b', 'locale=%65n', '__prerender_bypass=1']) {
      await get('/riset', { cookie })
      expect((await get('/riset', { cookie })).cache).toBe('PASS')
    }
  })

  it('keeps no page shaped by a client forwarding header', async () => {
    const page = await get('/forwarded', { 'x-forwarded-host': 'evil.example' })
    expect(page.body).toContain('host=')
    expect(page.body).not.toContain('evil.example')
  })

  it('on the front listener: the scheme and client are the balancer\'s word, never the client\'s; PURGE refused', async () => {
    const page = await viaFront('GET /front-proto HTTP/1.1\r\nHost: x\r\nX-Forwarded-Proto: https\r\nX-Forwarded-For: 10.9.9.9\r\nConnection: close\r\n\r\n')
    expect(page).toContain('proto=http ')
    // Passed to the app (not kept) too: the client's forwarded host never reaches it.
    const passed = await viaFront('GET /api/echo HTTP/1.1\r\nHost: x\r\nX-Forwarded-Host: evil.example\r\nConnection: close\r\n\r\n')
    expect(passed).toContain('host= ')
    expect(page).not.toContain('proto=https')
    // varnishd appends the PROXY header's client: the rightmost entry, the one the app reads.
    expect(page).toMatch(/for=10\.9\.9\.9, 203\.0\.113\.7\r?$/m)
    const purge = await viaFront('PURGE / HTTP/1.1\r\nHost: x\r\nxkey: pages\r\nConnection: close\r\n\r\n', '127.0.0.1')
    expect(purge).toMatch(/^HTTP\/1\.1 403/)
  })

  it('says https when the balancer ended TLS: PROXY v2 SSL TLV on `front`, or any connection on `https`', async () => {
    const request = 'GET /api/tls HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'
    expect(await raw(frontPort, proxyV2Ssl(), request)).toContain('proto=https ')
    expect(await raw(httpsPort, 'PROXY TCP4 203.0.113.7 127.0.0.1 40000 443\r\n', request)).toContain('proto=https ')
  })

  it('purges by xkey from the purge listener and the ACL only', async () => {
    await get('/purged')
    expect((await get('/purged')).cache).toBe('HIT')
    const outside = await new Promise<number>((resolve) => {
      const request = http.request(`${base}/`, { method: 'PURGE', headers: { xkey: 'pages' }, localAddress: '127.1.0.9' }, (response) => resolve(response.statusCode ?? 0))
      request.end()
    })
    expect(outside).toBe(403)
    expect((await get('/purged')).cache).toBe('HIT')
    expect((await fetch(`${base}/`, { method: 'PURGE' })).status).toBe(400)
    expect((await fetch(`${base}/`, { method: 'PURGE', headers: { xkey: 'pages' } })).status).toBe(200)
    expect((await get('/purged')).cache).toBe('MISS')
  })
})
