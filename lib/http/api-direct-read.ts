import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** The Payload route's own GET export (app/(payload)/api/[...slug]/route.ts), as Next.js calls it. */
export type TRouteGet = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * The web Request Next.js's route entry builds for a GET: the URL on `localhost` with the forwarded protocol (what
 * its route module does without a router server in front, docs/decisions/063), the headers as they came.
 */
export function webRequestOf(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const each of value) headers.append(name, each)
    else headers.set(name, value)
  }
  const protocol = String(req.headers['x-forwarded-proto'] ?? '').includes('https') ? 'https' : 'http'
  return new Request(`${protocol}://localhost${req.url}`, { method: req.method, headers })
}

/** The `[...slug]` of a plain /api path (the lane takes no encoded byte, so no segment needs decoding). */
export function slugOf(url: string): string[] {
  return url.split('?', 1)[0].split('/').slice(2)
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
