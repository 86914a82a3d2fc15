import type { Server } from 'node:http'
import type { Server as TListener } from 'node:net'

export type TShutdownOptions = {
  /** How long requests in flight may take to finish before their connections are cut (SHUTDOWN_GRACE_MS). */
  graceMs: number
  /** How long to keep accepting (answering /api/ready 503) before closing the port (SHUTDOWN_DELAY_MS). */
  delayMs?: number
  /** Called first: from here on, readiness says 503. */
  onDraining?: () => void
  /** Called once no request is left (or the grace ran out): close the database pool, stop jobs. */
  afterDrain?: () => Promise<void>
  /** More listeners on the server's socket whose connections the server answers (lib/http/accept-handles.ts): closed with it, and waited for. */
  acceptHandles?: TListener[]
  exit?: (code: number) => void
  log?: (message: string) => void
}

const IDLE_SWEEP_MS = 100

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A drain for SIGTERM/SIGINT: the load balancer is told first (readiness 503), the port closes so no new
 * connection arrives, keep-alive connections are closed as soon as they are idle (a browser's open socket
 * would otherwise hold the process for minutes), requests in flight finish within the grace period, then the
 * database pool closes and the process exits 0. Returns the shutdown function (what a signal calls).
 */
export function drainOnShutdown(server: Server, options: TShutdownOptions): (reason: string) => Promise<void> {
  const { graceMs, delayMs = 0, onDraining, afterDrain, acceptHandles = [], exit = (code) => process.exit(code), log = console.log } = options
  let draining: Promise<void> | undefined

  const drain = async (reason: string) => {
    log(`${reason}: draining (grace ${graceMs} ms).`)
    onDraining?.()
    if (delayMs > 0) await sleep(delayMs)
    // A listener's close calls back once the connections it accepted are gone: the server's own and its handles'.
    const closed = Promise.all([server, ...acceptHandles].map((listener) => new Promise<void>((resolve) => listener.close(() => resolve()))))
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
    server.closeIdleConnections()
    let timer: NodeJS.Timeout | undefined
    const graceOver = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), graceMs)
    })
    const outcome = await Promise.race([closed.then(() => 'drained' as const), graceOver])
    clearInterval(sweep)
    clearTimeout(timer)
    if (outcome === 'timeout') {
      log('Grace period over: closing the connections still open.')
      server.closeAllConnections()
    }
    try {
      await afterDrain?.()
    } catch (error) {
      log(`Closing resources failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    log('Stopped.')
    exit(0)
  }

  return (reason: string) => {
    draining ??= drain(reason)
    return draining
  }
}

export function shutdownGraceMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SHUTDOWN_GRACE_MS)
  return Number.isFinite(value) && value >= 0 && env.SHUTDOWN_GRACE_MS ? value : 25_000
}

export function shutdownDelayMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SHUTDOWN_DELAY_MS)
  return Number.isFinite(value) && value > 0 ? value : 0
}
