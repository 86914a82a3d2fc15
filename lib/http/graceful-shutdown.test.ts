import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { drainOnShutdown, shutdownGraceMs } from './graceful-shutdown'

type TGet = { status: number; body: string }

function get(port: number, path: string, agent?: http.Agent): Promise<TGet> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

let server: http.Server | undefined
// What the server did, in order: recorded on the server's side, since the client's 'end' event and the server's
// close callback run in one process and may come in either order on a busy machine.
let events: string[] = []

afterEach(() => {
  server?.closeAllConnections()
  server?.close()
})

/** A real HTTP server with a slow route, as a request in flight during a deploy. */
async function start(): Promise<{ server: http.Server; port: number }> {
  let draining = false
  server = http.createServer((req, res) => {
    if (req.url === '/ready') return res.writeHead(draining ? 503 : 200).end(draining ? 'draining' : 'ready')
    if (req.url === '/slow') return void setTimeout(() => res.end('slow done', () => events.push('slow answered')), 1_000)
    res.end('ok')
  })
  server.on('draining', () => (draining = true))
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

describe('drainOnShutdown', () => {
  it('lets a request in flight finish, refuses new connections, closes the pool after, and exits 0', async () => {
    const { server, port } = await start()
    events = []
    let exitCode: number | undefined
    const keepAlive = new http.Agent({ keepAlive: true })
    expect((await get(port, '/ready', keepAlive)).status).toBe(200)
    const shutdown = drainOnShutdown(server, {
      graceMs: 5_000,
      onDraining: () => server.emit('draining'),
      afterDrain: async () => void events.push('pool closed'),
      exit: (code) => (exitCode = code),
      log: () => undefined,
    })
    const slow = get(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const stopped = shutdown('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(get(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(await slow).toEqual({ status: 200, body: 'slow done' })
    await stopped
    expect(events).toEqual(['slow answered', 'pool closed'])
    expect(exitCode).toBe(0)
    keepAlive.destroy()
  })

  it('keeps the port open for SHUTDOWN_DELAY_MS, readiness already 503, so the balancer sees it before the close', async () => {
    const { server, port } = await start()
    const stopped = drainOnShutdown(server, { graceMs: 1_000, delayMs: 300, onDraining: () => server.emit('draining'), exit: () => undefined, log: () => undefined })('SIGTERM')
    expect(await get(port, '/ready')).toEqual({ status: 503, body: 'draining' })
    await stopped
  })

  it('cuts what is still running when the grace period is over', async () => {
    const { server, port } = await start()
    let exitCode: number | undefined
    const slow = get(port, '/slow').catch((error: NodeJS.ErrnoException) => error.code)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    await drainOnShutdown(server, { graceMs: 200, exit: (code) => (exitCode = code), log: () => undefined })('SIGTERM')
    expect(Date.now() - started).toBeLessThan(900)
    expect(await slow).toBe('ECONNRESET')
    expect(exitCode).toBe(0)
  })

  it('reads SHUTDOWN_GRACE_MS, 25 s by default', () => {
    expect(shutdownGraceMs({})).toBe(25_000)
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_MS: '5000' })).toBe(5_000)
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_MS: 'soon' })).toBe(25_000)
  })
})
