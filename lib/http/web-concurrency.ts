/**
 * `WEB_CONCURRENCY=N` (or `auto`: one per core): `npm start` runs N server processes on one port (node:cluster), so
 * one machine's cores all answer requests (docs/decisions/054). Each worker is an instance of its own, as in the
 * multi-instance deployment (docs/decisions/024): their page, content and Next caches agree only through Redis, and
 * they share one PostgreSQL database. Unset or 1: the single process of before, nothing forked.
 */
import cluster, { type Worker } from 'node:cluster'
import os from 'node:os'
import { sharedDatabaseProblem } from '../runtime/database-url'

type TEnv = Record<string, string | undefined>

/** Worker processes asked for: 1 when unset; throws on a value that is not a whole number from 1 or `auto`. */
export function webConcurrency(env: TEnv = process.env): number {
  const value = env.WEB_CONCURRENCY?.trim()
  if (!value) return 1
  if (value === 'auto') return os.availableParallelism()
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64 or "auto", not "${value}".`)
  return count
}

/** What keeps several workers from agreeing: each would keep its own caches, or its own SQLite file's writers. */
export function webConcurrencyProblems(env: TEnv = process.env): string[] {
  const problems: string[] = []
  if (!env.REDIS_URL) problems.push('REDIS_URL is not set: without it each worker keeps its own page and content caches, and a save through one would show on the others only when their caches expire.')
  const database = sharedDatabaseProblem(env.DATABASE_URL, 'several processes')
  if (database) problems.push(database)
  return problems
}

export type TSupervisorOptions = {
  workers: number
  /** The file each worker runs (the bundled server) and its arguments. */
  exec: string
  args: string[]
  log?: (line: string) => void
  /** More exits than this within `crashWindowMs` (a worker that cannot start): the primary gives up, exit 1. */
  maxCrashes?: number
  crashWindowMs?: number
  restartDelayMs?: number
}

/**
 * The primary: forks the workers, forks a new one when one dies, and on SIGTERM/SIGINT passes the signal on (each
 * worker drains its own connections, lib/http/graceful-shutdown.ts) and exits once all have.
 */
export function superviseWorkers(options: TSupervisorOptions): void {
  const { workers, exec, args, log = console.log, maxCrashes = 5, crashWindowMs = 60_000, restartDelayMs = 1_000 } = options
  cluster.setupPrimary({ exec, args })
  let stopping = false
  let crashes: number[] = []
  const live = new Set<Worker>()
  const fork = () => {
    const worker = cluster.fork()
    live.add(worker)
  }
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker)
    if (stopping) {
      // process.exitCode: 1 when the primary gave up on crashing workers, else 0.
      if (live.size === 0) process.exit()
      return
    }
    const now = Date.now()
    crashes = [...crashes.filter((at) => now - at < crashWindowMs), now]
    log(`web worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); ${crashes.length} in the last ${crashWindowMs / 1000} s`)
    if (crashes.length > maxCrashes) {
      log(`web workers keep exiting: giving up (more than ${maxCrashes} exits in ${crashWindowMs / 1000} s)`)
      stopping = true
      process.exitCode = 1
      for (const other of live) other.process.kill('SIGTERM')
      if (live.size === 0) process.exit()
      return
    }
    setTimeout(() => !stopping && fork(), restartDelayMs)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      log(`${signal}: stopping ${live.size} web workers`)
      if (live.size === 0) process.exit(0)
      for (const worker of live) worker.process.kill(signal)
    })
  }
  log(`web concurrency: ${workers} workers (WEB_CONCURRENCY)`)
  for (let index = 0; index < workers; index++) fork()
}
