import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { Redis } from 'ioredis'

/** The Redis the tests use (docs/decisions/020): db 1 of the machine's server unless TEST_REDIS_URL says otherwise. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/1'

/** A key prefix of its own per test run, so runs sharing one Redis never meet. */
export const testKeyPrefix = (name: string) => `t-redis:${name}:${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}:`

/** Deletes every key under `prefix`. */
export async function dropKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await client.connect()
    const keys = await client.keys(`${prefix}*`)
    if (keys.length) await client.del(...keys)
  } catch {
    // A server already stopped holds nothing to drop.
  } finally {
    client.disconnect()
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 5_000, everyMs = 20): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`)
    await sleep(everyMs)
  }
}

/** A redis-server of the test's own, on `port` (TEST_REDIS_DOWN_PORT), without persistence, to stop and start mid-test. */
export function ownRedisServer(port: number) {
  let server: ChildProcess | undefined
  const url = `redis://127.0.0.1:${port}/0`
  return {
    url,
    async start() {
      server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], { stdio: 'ignore' })
      await waitFor(async () => {
        const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
        probe.on('error', () => undefined)
        try {
          await probe.connect()
          return (await probe.ping()) === 'PONG'
        } catch {
          return false
        } finally {
          probe.disconnect()
        }
      })
      // Another server on the port would answer the probe: this one must be the one running.
      if (server.exitCode !== null) throw new Error(`redis-server could not listen on ${port}`)
    },
    async stop() {
      const stopping = server
      server = undefined
      if (!stopping || stopping.exitCode !== null) return
      const exited = new Promise((resolve) => stopping.once('exit', resolve))
      stopping.kill('SIGKILL')
      await exited
    },
    pause: () => server?.kill('SIGSTOP'),
    resume: () => server?.kill('SIGCONT'),
  }
}

/** A child process that answers one JSON line per JSON line it is sent (tests/int/redis/fixtures). */
export function lineChild(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] })
  const lines: Array<Record<string, unknown>> = []
  const waiting: Array<() => void> = []
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      lines.push(JSON.parse(line))
    } catch {
      return // a log line
    }
    waiting.splice(0).forEach((wake) => wake())
  })
  return {
    lines,
    send(message: object) {
      child.stdin!.write(`${JSON.stringify(message)}\n`)
    },
    async next(match: (line: Record<string, unknown>) => boolean, timeoutMs = 10_000): Promise<Record<string, unknown>> {
      const until = Date.now() + timeoutMs
      for (;;) {
        const index = lines.findIndex(match)
        if (index >= 0) return lines.splice(index, 1)[0]
        if (Date.now() > until) throw new Error(`no matching line within ${timeoutMs} ms (got ${JSON.stringify(lines)})`)
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          setTimeout(resolve, 50)
        })
      }
    },
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
