import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PassThrough } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { DIRECT_WRITES, directCallPath, directHandlerOf, sendWebResponse, slugOf, webRequestOf, type TRouteHandler } from './api-direct-call'
import { apiRouteLane, takesApiLane, type TRouteEntry } from './api-route-lane'

describe('which requests the API lane takes', () => {
  it('takes plain paths under /api/, with any query', () => {
    for (const url of ['/api/health', '/api/user/account', '/api/online-course/course-interface/menu?courseId=1&x=%2F', '/api/media/file/cover-etika-3.png', '/api/authors', '/api/credentials/did.json']) {
      expect(takesApiLane(url), url).toBe(true)
    }
  })

  it("leaves to Next.js what it normalizes, redirects or routes elsewhere: next-auth, encoded bytes, dot segments, doubled or trailing slashes", () => {
    for (const url of ['/api/auth', '/api/auth/providers', '/api/auth/callback/oidc?code=1', '/api', '/api/', '/api/health/', '//api/health', '/api//health', '/api/../health', '/api/./health', '/api/%2e%2e/health', '/api/media/file/a%20b.png', '/api\\health', '/apiary', '/', '/id/masuk', undefined]) {
      expect(takesApiLane(url), String(url)).toBe(false)
    }
  })
})

function request(url: string, headers: Record<string, string> = {}) {
  return { url, headers: { host: 'portal.test', ...headers }, socket: { remoteAddress: '203.0.113.9', localPort: 3000 } } as unknown as IncomingMessage
}

describe('the API lane', () => {
  const res = {} as ServerResponse

  it("hands the call to the route's handler with the forwarding headers Next.js's server sets, keeping those a trusted proxy sent", async () => {
    const handler = vi.fn<TRouteEntry['handler']>(async () => undefined)
    const lane = apiRouteLane({ route: { handler }, projectDir: process.cwd(), distDir: '.next', answerFailure: vi.fn() })
    const direct = request('/api/user/account')
    expect(lane.handle(direct, res)).toBe(true)
    expect(direct.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'portal.test', 'x-forwarded-port': '3000', 'x-forwarded-proto': 'http' })
    const proxied = request('/api/user/account', { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' })
    lane.handle(proxied, res)
    expect(proxied.headers).toMatchObject({ 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' })
    expect(handler).toHaveBeenCalledTimes(2)
    expect(handler.mock.calls[0][2].requestMeta).toMatchObject({ relativeProjectDir: '', distDir: `${process.cwd()}/.next` })
    expect(lane.handle(request('/api/auth/session'), res)).toBe(false)
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('answers through answerFailure when the route throws, and waits for work left running after an answer', async () => {
    let finishLater: () => void = () => undefined
    const later = new Promise<void>((resolve) => (finishLater = resolve))
    const failure = new Error('boom')
    const handler = vi.fn<TRouteEntry['handler']>(async (_req, _res, { waitUntil }) => {
      waitUntil(later)
      throw failure
    })
    const answerFailure = vi.fn()
    const lane = apiRouteLane({ route: { handler }, projectDir: process.cwd(), distDir: '.next', answerFailure })
    lane.handle(request('/api/health'), res)
    await vi.waitFor(() => expect(answerFailure).toHaveBeenCalledWith(expect.anything(), res, failure))
    let settled = false
    void lane.settled().then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    finishLater()
    await vi.waitFor(() => expect(settled).toBe(true))
  })
})

describe("reads and a learner's listed saves straight to the route file (decision 067)", () => {
  it("hands a GET to the route's own GET with the Request Next.js's entry builds; anything else still goes through the entry", async () => {
    const handler = vi.fn<TRouteEntry['handler']>(async () => undefined)
    const directGet = vi.fn<TRouteHandler>(async () => Response.json({ ok: true }))
    const lane = apiRouteLane({ route: { handler }, projectDir: process.cwd(), distDir: '.next', answerFailure: vi.fn(), direct: { GET: directGet } })
    const answer = fakeResponse()
    const read = Object.assign(request('/api/online-course/course-interface/menu?courseId=1', { cookie: 'a=1; b=2', 'x-forwarded-proto': 'https' }), { method: 'GET' })
    expect(lane.handle(read, answer.res)).toBe(true)
    await vi.waitFor(() => expect(answer.ended).toBe(true))
    expect(handler).not.toHaveBeenCalled()
    const [sent, context] = directGet.mock.calls[0]
    expect(sent.url).toBe('https://localhost/api/online-course/course-interface/menu?courseId=1')
    expect(sent.method).toBe('GET')
    expect(sent.headers.get('cookie')).toBe('a=1; b=2')
    expect(sent.headers.get('x-forwarded-for')).toBe('203.0.113.9')
    expect(await context.params).toEqual({ slug: ['online-course', 'course-interface', 'menu'] })
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']) lane.handle(Object.assign(request('/api/user/account'), { method }), fakeResponse().res)
    expect(handler).toHaveBeenCalledTimes(6)
    expect(directGet).toHaveBeenCalledTimes(1)
  })

  it('answers through answerFailure when the read throws, even before it returns a promise', async () => {
    const failure = new Error('boom')
    const answerFailure = vi.fn()
    const lane = apiRouteLane({ route: { handler: vi.fn() }, projectDir: process.cwd(), distDir: '.next', answerFailure, direct: { GET: () => { throw failure } } })
    const { res } = fakeResponse()
    expect(lane.handle(Object.assign(request('/api/health'), { method: 'GET' }), res)).toBe(true)
    await vi.waitFor(() => expect(answerFailure).toHaveBeenCalledWith(expect.anything(), res, failure))
  })
})

describe('which saves skip the entry', () => {
  const GET = vi.fn<TRouteHandler>()
  const POST = vi.fn<TRouteHandler>()
  const PUT = vi.fn<TRouteHandler>()

  it("takes a learner's listed saves with their own method, and no other save", () => {
    expect(directHandlerOf({ GET, POST, PUT }, 'POST', '/api/online-course/interface-assignment-next')).toBe(POST)
    expect(directHandlerOf({ GET, POST, PUT }, 'POST', '/api/tracking/user/activity')).toBe(POST)
    expect(directHandlerOf({ GET, POST, PUT }, 'GET', '/api/courses')).toBe(GET)
    for (const [method, url] of [['PUT', '/api/online-course/interface-assignment-next'], ['POST', '/api/courses'], ['PATCH', '/api/courses/1'], ['DELETE', '/api/online-course/enroll'], ['POST', '/api/user/account/login'], ['POST', '/api/online-course/interface-assignment-next/x'], ['HEAD', '/api/health']]) {
      expect(directHandlerOf({ GET, POST, PUT }, method, url), `${method} ${url}`).toBeNull()
    }
    expect(directHandlerOf({ GET }, 'POST', '/api/online-course/enroll')).toBeNull()
    expect([...DIRECT_WRITES.keys()].every((path) => takesApiLane(path))).toBe(true)
  })

  it('hands a listed save its body as it came, and names the call to what runs inside it', async () => {
    let seen: { body: unknown; path: string | undefined } | undefined
    const save = vi.fn<TRouteHandler>(async (request) => {
      seen = { body: await request.json(), path: directCallPath() }
      return Response.json({ saved: true }, { status: 201 })
    })
    const handler = vi.fn<TRouteEntry['handler']>(async () => undefined)
    const lane = apiRouteLane({ route: { handler }, projectDir: process.cwd(), distDir: '.next', answerFailure: vi.fn(), direct: { POST: save } })
    const body = PassThrough.from([Buffer.from('{"courseId":1,'), Buffer.from('"lecturesId":"7"}')])
    const req = Object.assign(body, { url: '/api/online-course/mark-as-read?locale=id', method: 'POST', headers: { host: 'portal.test', 'content-type': 'application/json' }, socket: { remoteAddress: '203.0.113.9', localPort: 3000 } }) as unknown as IncomingMessage
    const answer = fakeResponse()
    expect(lane.handle(req, answer.res)).toBe(true)
    await vi.waitFor(() => expect(answer.ended).toBe(true))
    expect(seen).toEqual({ body: { courseId: 1, lecturesId: '7' }, path: '/api/online-course/mark-as-read' })
    expect(answer.res.statusCode).toBe(201)
    expect(handler).not.toHaveBeenCalled()
    expect(directCallPath()).toBeUndefined()
  })
})

describe('a direct save on a kept-alive connection', () => {
  it('leaves the connection usable when the route answers without reading the body (a 401 before parsing)', async () => {
    const refuse = vi.fn<TRouteHandler>(async () => Response.json({ success: false }, { status: 401 }))
    const read = vi.fn<TRouteHandler>(async () => Response.json({ status: 'ok' }))
    const lane = apiRouteLane({ route: { handler: vi.fn() }, projectDir: process.cwd(), distDir: '.next', answerFailure: vi.fn(), direct: { GET: read, POST: refuse } })
    const server = http.createServer((req, res) => void lane.handle(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const call = http.request({ host: '127.0.0.1', port, method, path, agent, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (answer) => {
          answer.resume().on('end', () => resolve({ status: answer.statusCode, reused: call.reusedSocket }))
        })
        call.setTimeout(3000, () => call.destroy(new Error(`${method} ${path}: no answer on the kept-alive connection`)))
        call.on('error', reject)
        call.end(body)
      })
    try {
      const body = JSON.stringify({ path: `/en/${'x'.repeat(300_000)}` })
      expect(await send('POST', '/api/tracking/user/activity', body)).toEqual({ status: 401, reused: false })
      expect(await send('GET', '/api/health')).toEqual({ status: 200, reused: true })
      expect(await send('POST', '/api/tracking/user/activity', body)).toEqual({ status: 401, reused: true })
      expect(await send('GET', '/api/health')).toEqual({ status: 200, reused: true })
    } finally {
      agent.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('writing a route answer to the socket', () => {
  it('sends the status, every header, each cookie on its own and a JSON body in one piece', async () => {
    const answer = fakeResponse()
    const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' })
    headers.append('set-cookie', 'a=1; Path=/')
    headers.append('set-cookie', 'b=2; Path=/; HttpOnly')
    await sendWebResponse(new Response(JSON.stringify({ success: true }), { status: 201, headers }), answer.res)
    expect(answer.res.statusCode).toBe(201)
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'no-store', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/; HttpOnly'] })
    expect(answer.writes).toEqual([])
    expect(answer.body()).toBe('{"success":true}')
  })

  it('streams any other body (a file) and ends an empty one', async () => {
    const file = fakeResponse()
    const chunks = ['%PDF-1.7 ', 'x'.repeat(70_000)]
    const stream = new ReadableStream({ start: (controller) => { for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk)); controller.close() } })
    await sendWebResponse(new Response(stream, { headers: { 'content-type': 'application/pdf', 'content-length': '70009' } }), file.res)
    expect(file.body()).toBe(chunks.join(''))
    expect(file.headers['content-length']).toBe('70009')
    const empty = fakeResponse()
    await sendWebResponse(new Response(null, { status: 304 }), empty.res)
    expect(empty.res.statusCode).toBe(304)
    await vi.waitFor(() => expect(empty.ended).toBe(true))
  })

  it('builds the Request from the headers as they came, repeated ones kept', () => {
    const sent = webRequestOf(Object.assign(request('/api/health?x=1', { 'accept-language': 'en' }), { method: 'GET' }))
    expect(sent.url).toBe('http://localhost/api/health?x=1')
    expect(sent.headers.get('accept-language')).toBe('en')
    expect(sent.headers.get('host')).toBe('portal.test')
    expect(slugOf('/api/media/file/a.png')).toEqual(['media', 'file', 'a.png'])
  })
})

/** A ServerResponse that keeps what is written to it. */
function fakeResponse() {
  const sink = new PassThrough()
  const parts: Buffer[] = []
  const headers: Record<string, unknown> = {}
  const state = { ended: false, writes: [] as Buffer[] }
  sink.on('data', (chunk: Buffer) => parts.push(chunk))
  const write = sink.write.bind(sink)
  const res = Object.assign(sink, {
    statusCode: 200,
    statusMessage: '',
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
    write: (chunk: Buffer, ...rest: never[]) => (state.writes.push(chunk), write(chunk, ...rest)),
  }) as unknown as ServerResponse
  sink.on('finish', () => (state.ended = true))
  return {
    res,
    headers,
    get ended() { return state.ended },
    get writes() { return state.writes },
    body: () => Buffer.concat(parts).toString(),
  }
}
