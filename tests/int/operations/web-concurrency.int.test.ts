import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { processTree } from '../../../bench/load/cost.mjs'
import { webConcurrency, webConcurrencyProblems } from '../../../lib/http/web-concurrency'

/**
 * Issue 26, docs/decisions/054: `WEB_CONCURRENCY=N` runs N server processes on one port. The supervisor is exercised
 * over a stand-in worker (fixtures/web-worker.mjs: answers its pid); the real server's refusal to run workers that
 * would not share their caches is checked on scripts/serve.ts itself.
 */
const root = path.resolve(__dirname, '../../..')
const supervisor = path.join(__dirname, 'fixtures/supervise.ts')
const started: ChildProcess[] = []

function start(file: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  started.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

const waitFor = async <T>(read: () => T | undefined, what: string, ms = 20_000): Promise<T> => {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const value = read()
    if (value !== undefined) return value
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** A new connection per request, so each is handed to a worker on its own. */
const get = (port: number, route = '/') =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: route, agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body }))
    }).on('error', reject)
  })

/** The supervisor's worker processes (tsx may run an esbuild child of its own beside them). */
const childrenOf = (pid: number) =>
  processTree(pid)
    .slice(1)
    .filter((child) => {
      try {
        return fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('web-worker.mjs')
      } catch {
        return false
      }
    })

const answeringPids = async (port: number, requests = 20) => new Set((await Promise.all(Array.from({ length: requests }, () => get(port)))).map((answer) => Number(answer.body)))

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('WEB_CONCURRENCY', () => {
  it('reads the number of workers and refuses what is not one', () => {
    expect(webConcurrency({})).toBe(1)
    expect(webConcurrency({ WEB_CONCURRENCY: '3' })).toBe(3)
    expect(webConcurrency({ WEB_CONCURRENCY: 'auto' })).toBeGreaterThanOrEqual(1)
    for (const bad of ['0', '2.5', 'two', '-1', '65']) expect(() => webConcurrency({ WEB_CONCURRENCY: bad })).toThrow('WEB_CONCURRENCY must be')
    expect(webConcurrencyProblems({ REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://127.0.0.1/portal' })).toEqual([])
    const problems = webConcurrencyProblems({ DATABASE_URL: 'file:data/portal.db' }).join('\n')
    expect(problems).toContain('REDIS_URL is not set')
    expect(problems).toContain('postgres://')
  })

  it('serves from every worker, replaces a killed one, and drains all on SIGTERM', async () => {
    const primary = start(supervisor)
    const port = await waitFor(() => Number(/listening (\d+)/.exec(primary.output())?.[1]) || undefined, 'a worker to listen')
    const workers = await waitFor(() => (childrenOf(primary.child.pid!).length === 2 ? childrenOf(primary.child.pid!) : undefined), 'two workers')
    // Both listen on the one port; connections are handed out in turn.
    await waitFor(() => (primary.output().match(/listening/g)?.length === 2 ? true : undefined), 'both workers to listen')
    expect([...(await answeringPids(port))].sort()).toEqual([...workers].sort())

    process.kill(workers[0], 'SIGKILL')
    // A connection handed to the worker at the moment it died is lost (node:cluster's round robin; decision 054);
    // from the moment the supervisor knows, every connection goes to a live worker.
    await waitFor(() => (primary.output().includes(`web worker ${workers[0]} exited (SIGKILL)`) ? true : undefined), 'the exit to be seen')
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(port)))
    expect(answers.every((answer) => answer.status === 200 && Number(answer.body) !== workers[0])).toBe(true)
    const replaced = await waitFor(() => {
      const now = childrenOf(primary.child.pid!)
      return now.length === 2 && !now.includes(workers[0]) ? now : undefined
    }, 'a new worker')
    expect(replaced).toContain(workers[1])

    const inFlight = get(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 100))
    primary.child.kill('SIGTERM')
    expect(await inFlight).toMatchObject({ status: 200 })
    expect(await primary.exited).toBe(0)
    expect(childrenOf(primary.child.pid!)).toEqual([])
    await expect(get(port)).rejects.toThrow()
  })

  it('gives up with exit 1 when the workers keep exiting', async () => {
    const primary = start(supervisor, { WORKER_CRASH: '1' })
    expect(await primary.exited).toBe(1)
    expect(primary.output()).toContain('web workers keep exiting: giving up')
  })

  it('the server refuses workers that would keep their caches apart', async () => {
    const server = start('scripts/serve.ts', { WEB_CONCURRENCY: '2', REDIS_URL: '', DATABASE_URL: 'file:data/never-opened.db' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('WEB_CONCURRENCY=2 (2 workers), but the workers would not agree')
    expect(server.output()).toContain('REDIS_URL is not set')
    const typo = start('scripts/serve.ts', { WEB_CONCURRENCY: 'two' })
    expect(await typo.exited).toBe(1)
    expect(typo.output().trim()).toBe('WEB_CONCURRENCY must be a whole number from 1 to 64 or "auto", not "two".')
  })
})
