import { spawnSync } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { acceptHandlesAsked, addAcceptHandles } from './accept-handles'
import { drainOnShutdown } from './graceful-shutdown'

const QUEUED = 12
let server: http.Server | undefined
let handles: net.Server[] = []

afterEach(async () => {
  server?.closeAllConnections()
  const listeners = server ? [server, ...handles] : []
  await Promise.all(listeners.map((listener) => new Promise((resolve) => listener.close(resolve))))
  server = undefined
  handles = []
})

async function start(handleCount: number, onRequest: http.RequestListener = (_req, res) => res.end('ok')) {
  server = http.createServer(onRequest)
  await new Promise<void>((resolve) => server?.listen({ port: 0, host: '127.0.0.1', backlog: 511 }, resolve))
  handles = await addAcceptHandles(server, handleCount, 511)
  return { server, port: (server.address() as AddressInfo).port }
}

/**
 * Connections waiting in the kernel's queue, then how many the server accepts in its first turn of the event loop:
 * another process connects them while this one is blocked in spawnSync, so all are queued before the server looks.
 */
async function acceptedInOneTurn(server: http.Server, port: number): Promise<{ firstTurn: number; total: number }> {
  let total = 0
  let firstTurn = 0
  const all = new Promise<void>((resolve) =>
    server.on('connection', (socket) => {
      socket.on('error', () => undefined)
      if (++total === 1) setImmediate(() => (firstTurn = total))
      if (total === QUEUED) resolve()
    }),
  )
  const connect = `const net = require('node:net'); let open = 0
for (let i = 0; i < ${QUEUED}; i++) net.connect(${port}, '127.0.0.1', () => { if (++open === ${QUEUED}) setTimeout(() => process.exit(0), 50) })`
  expect(spawnSync(process.execPath, ['-e', connect], { timeout: 10_000 }).status).toBe(0)
  await all
  return { firstTurn, total }
}

describe('addAcceptHandles', () => {
  it('accepts one waiting connection per handle in a turn of the event loop, where the socket alone accepts one', async () => {
    const alone = await start(1)
    expect(handles).toHaveLength(0)
    expect(await acceptedInOneTurn(alone.server, alone.port)).toEqual({ firstTurn: 1, total: QUEUED })
  })

  it('with 4 handles accepts 4 in that turn, and each connection is answered by the server', async () => {
    const { server, port } = await start(4)
    expect(handles).toHaveLength(3)
    expect(await acceptedInOneTurn(server, port)).toEqual({ firstTurn: 4, total: QUEUED })
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } }).then((res) => res.text())))
    expect(answers).toEqual(Array(20).fill('ok'))
  })

  it('a drain closes every handle and waits for a request on any of their connections', async () => {
    let answered = 0
    const { server, port } = await start(8, (_req, res) => void setTimeout(() => res.end('slow', () => answered++), 300))
    let exitCode: number | undefined
    const shutdown = drainOnShutdown(server, { graceMs: 5_000, acceptHandles: handles, exit: (code) => (exitCode = code), log: () => undefined })
    const slow = Array.from({ length: 16 }, () => fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } }).then((res) => res.text()))
    await new Promise((resolve) => setTimeout(resolve, 100))
    await shutdown('SIGTERM')
    expect(answered).toBe(16)
    expect(exitCode).toBe(0)
    expect(await Promise.all(slow)).toEqual(Array(16).fill('slow'))
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  })

  it('reads ACCEPT_HANDLES: 16 by default, 1 turns the copies off, nonsense falls back', () => {
    expect(acceptHandlesAsked({})).toBe(16)
    expect(acceptHandlesAsked({ ACCEPT_HANDLES: '1' })).toBe(1)
    expect(acceptHandlesAsked({ ACCEPT_HANDLES: '64' })).toBe(64)
    expect(acceptHandlesAsked({ ACCEPT_HANDLES: 'many' })).toBe(16)
    expect(acceptHandlesAsked({ ACCEPT_HANDLES: '0' })).toBe(16)
  })
})
