import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { directHandlerOf, runDirectCall, sendWebResponse, slugOf, webRequestOf, type TDirectRoute } from './api-direct-call'

/** What the compiled route file exports that the lane calls: Next.js's own per-route handler (its build template). */
export type TRouteEntry = {
  handler: (req: IncomingMessage, res: ServerResponse, context: { waitUntil: (promise: Promise<unknown>) => void; requestMeta: Record<string, unknown> }) => Promise<unknown>
}

export type TApiRouteLaneOptions = {
  /** The compiled `app/(payload)/api/[...slug]/route.js`, required from the build Next.js serves (the same module instance). */
  route: TRouteEntry
  /** The project and the build folder, as Next.js's server tells a route module (where its manifests are). */
  projectDir: string
  distDir: string
  /** Answers a call the route itself could not answer (it threw past the API's own error handling). */
  answerFailure: (req: IncomingMessage, res: ServerResponse, error: unknown) => void
  /** The route file's own handlers: when given, a GET or a listed save skips Next.js's route entry too (decision 067). */
  direct?: TDirectRoute | null
}

// Plain segments only: an encoded byte, a dot segment, a doubled slash, a trailing slash or a backslash goes the long
// way, where Next.js normalizes or redirects it as it always has. /api/auth/* is next-auth's own route.
const LANE_PATH = /^\/api(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9_.~-]+)+$/

/** Whether Next.js would route this request to the Payload API route: a plain path under /api/, not next-auth's. */
export function takesApiLane(url: string | undefined): boolean {
  if (!url) return false
  const pathname = url.split('?', 1)[0]
  return LANE_PATH.test(pathname) && pathname !== '/api/auth' && !pathname.startsWith('/api/auth/')
}

/**
 * Hands an API call straight to the Payload route's compiled handler, the one Next.js's server would pick for it
 * (docs/decisions/063): the route still runs in Next.js's request scope (tag expiry, `after`, instrumentation), but
 * the server's own routing of each request, 0.25-0.3 ms of CPU per call measured, is skipped. Sets the forwarding
 * headers as Next.js's server does first (the client address for rate limits). Returns false for a request it does
 * not take; `settled()` waits for the work calls left running after their answer (`after`). With `direct`, a GET or a
 * listed save goes to the route file's own handler without Next.js's route entry (docs/decisions/067): a read costs
 * half the CPU.
 */
export function apiRouteLane({ route, projectDir, distDir, answerFailure, direct }: TApiRouteLaneOptions) {
  const pending = new Set<Promise<unknown>>()
  const waitUntil = (promise: Promise<unknown>) => {
    const kept = promise.catch((error) => console.error('API work after the answer failed', error)).finally(() => pending.delete(kept))
    pending.add(kept)
  }
  const requestMeta = { relativeProjectDir: path.relative(process.cwd(), projectDir), distDir: path.resolve(projectDir, distDir) }

  return {
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (!takesApiLane(req.url)) return false
      const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted)
      const proto = req.headers['x-forwarded-proto'] ?? (encrypted ? 'https' : 'http')
      req.headers['x-forwarded-host'] ??= req.headers.host
      req.headers['x-forwarded-port'] ??= String(req.socket.localPort ?? (proto === 'https' ? 443 : 80))
      req.headers['x-forwarded-proto'] = proto
      req.headers['x-forwarded-for'] ??= req.socket.remoteAddress
      // Reads and a learner's listed saves need none of the request scope the entry builds (tag expiry, `after`).
      const pathname = req.url!.split('?', 1)[0]
      const directHandler = direct ? directHandlerOf(direct, req.method, pathname) : null
      if (directHandler) {
        runDirectCall(pathname, () =>
          Promise.resolve()
            .then(() => directHandler(webRequestOf(req), { params: Promise.resolve({ slug: slugOf(pathname) }) }))
            .then((response) => sendWebResponse(response, res))
            .catch((error) => answerFailure(req, res, error)),
        )
        return true
      }
      route.handler(req, res, { waitUntil, requestMeta: { ...requestMeta } }).catch((error) => answerFailure(req, res, error))
      return true
    },
    settled: () => Promise.allSettled([...pending]).then(() => undefined),
  }
}
