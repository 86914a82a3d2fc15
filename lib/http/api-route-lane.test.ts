import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
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
