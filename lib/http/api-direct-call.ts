import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** One of the Payload route's own exports (app/(payload)/api/[...slug]/route.ts), as Next.js calls it. */
export type TRouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
export type TDirectRoute = Partial<Record<'GET' | 'POST' | 'PUT', TRouteHandler>>

/**
 * The saves answered without Next.js's route entry (docs/decisions/067): a learner's steps, many times a minute each,
 * none of which saves anything a cached page shows (no tag to expire, nothing to run after the answer). A save that
 * did would throw in revalidateTags (`directCallPath`), so a test shows it before a stale page could.
 */
export const DIRECT_WRITES: ReadonlyMap<string, 'POST' | 'PUT'> = new Map([
  ['/api/online-course/interface-assignment', 'POST'],
  ['/api/online-course/interface-assignment-next', 'POST'],
  ['/api/online-course/mark-as-read', 'POST'],
  ['/api/online-course/enroll', 'POST'],
  ['/api/tracking/user/activity', 'POST'],
  ['/api/tracking/user/activity-visitor', 'POST'],
])

/** The route's handler for a call the lane answers directly: every GET, and the listed saves; null for the rest. */
export function directHandlerOf(route: TDirectRoute, method: string | undefined, pathname: string): TRouteHandler | null {
  if (method === 'GET') return route.GET ?? null
  return method && DIRECT_WRITES.get(pathname) === method ? (route[method as 'POST' | 'PUT'] ?? null) : null
}

// One instance per process, though this module is bundled twice: into the server (esbuild, scripts/serve.mjs) and
// into Next.js's build of the route, whose hooks ask.
const DIRECT_CALLS = Symbol.for('portal.api.directCalls')
const registry = globalThis as { [DIRECT_CALLS]?: AsyncLocalStorage<string> }
const directCalls = (registry[DIRECT_CALLS] ??= new AsyncLocalStorage<string>())

/** Runs a direct call; `directCallPath()` names it to whatever runs inside (the tag expiry hooks). */
export const runDirectCall = <T>(path: string, call: () => T): T => directCalls.run(path, call)

/** The path of the direct call this code runs in, if any: it has no Next.js request scope. */
export const directCallPath = (): string | undefined => directCalls.getStore()

/**
 * The web Request Next.js's route entry builds: the URL on `localhost` with the forwarded protocol (what its route
 * module does without a router server in front, docs/decisions/063), the headers as they came, a save's body
 * streamed from the socket as Next.js passes it.
 */
export function webRequestOf(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const each of value) headers.append(name, each)
    else headers.set(name, value)
  }
  const protocol = String(req.headers['x-forwarded-proto'] ?? '').includes('https') ? 'https' : 'http'
  const url = `${protocol}://localhost${req.url}`
  if (req.method === 'GET' || req.method === 'HEAD') return new Request(url, { method: req.method, headers })
  // The socket itself, read only as the route asks (as Next.js passes it): a body nobody read is skipped by Node's
  // server after the answer, so the connection stays usable.
  return new Request(url, { method: req.method, headers, body: req as unknown as BodyInit, duplex: 'half' } as RequestInit)
}

/** The `[...slug]` of a plain /api pathname (the lane takes no encoded byte, so no segment needs decoding). */
export function slugOf(pathname: string): string[] {
  return pathname.split('/').slice(2)
}

/**
 * Writes a route's Response as Next.js's sendResponse does: status, headers (each Set-Cookie on its own), body. A
 * JSON body is small and already whole: written in one piece, without a stream per call. Anything else (a file)
 * streams, with backpressure, and stops when the client goes.
 */
export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  if (!response.body) {
    res.end()
    return
  }
  if (/\bjson\b/.test(response.headers.get('content-type') ?? '')) {
    res.end(Buffer.from(await response.arrayBuffer()))
    return
  }
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res)
  } catch (error) {
    // The client went away mid-file: nothing to answer, nothing gone wrong here.
    if (res.destroyed && !res.writableFinished) return
    throw error
  }
}
