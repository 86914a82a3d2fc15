import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { PageStore } from './page-store'
import { cachedPageOf, headListOf, requestKeyOf, sharedLifetime, type THeaders } from './rules'

type THandler = (req: IncomingMessage, res: ServerResponse) => unknown

const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | null => {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

/** Headers given to writeHead as an object or a flat [name, value, ...] list, lower-cased. */
export function headersOf(args: unknown[]): OutgoingHttpHeaders {
  const given = args.find((arg) => typeof arg === 'object' && arg !== null)
  const headers: OutgoingHttpHeaders = {}
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) headers[String(given[i]).toLowerCase()] = given[i + 1] as string
  } else if (given) {
    for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value as string
  }
  return headers
}

/**
 * Records what the app writes (after its compression), to keep it once the answer has gone out whole. An answer
 * that cannot be kept (not 200, not shared-cacheable) is let through without being held in memory.
 */
function recordResponse(res: ServerResponse, done: (status: number, headers: THeaders, body: Buffer | null) => void) {
  const chunks: Buffer[] = []
  let given: OutgoingHttpHeaders = {}
  let recording = true
  let checked = false
  const headers = () => ({ ...(res.getHeaders() as THeaders), ...(given as THeaders) })
  const check = () => {
    if (checked) return
    checked = true
    if (res.statusCode !== 200 || sharedLifetime(headers()) <= 0) recording = false
  }
  const { writeHead, write, end } = res
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    given = headersOf(args.slice(1))
    const result = (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
    check()
    return result
  } as typeof res.writeHead
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    check()
    const chunk = recording ? toBuffer(args[0], args[1]) : null
    if (chunk) chunks.push(chunk)
    return (write as (...a: unknown[]) => boolean).apply(this, args)
  } as typeof res.write
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    check()
    const chunk = recording ? toBuffer(args[0], args[1]) : null
    if (chunk) chunks.push(chunk)
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as typeof res.end
  // Only an answer sent in full: one cut short by an error or a client gone is not kept.
  res.once('finish', () => {
    // Not recorded (it cannot be kept): done hears of it without a body, so an expired page it refreshed is dropped.
    if (!res.destroyed) done(res.statusCode, headers(), recording ? Buffer.concat(chunks) : null)
  })
}

/**
 * Serves pages the app cached for everyone straight from memory, before anything else of the server runs (edge
 * guards, security headers, Next.js): a kept page costs a pass over the raw header list, a map lookup and one
 * writeHead with the page's precomputed header list (npm run bench, docs/decisions/046). Anything else, and every
 * first request, goes to the app unchanged; the app's answer is kept when the rules allow (./rules.ts).
 */
export function withPageCache(handler: THandler, store: PageStore): THandler {
  return (req, res) => {
    const key = requestKeyOf(req.method, req.url, req.rawHeaders)
    if (key === null) return handler(req, res)
    const page = store.get(key)
    if (page) {
      const head = page.expiresAt > store.now() ? (page.head ??= headListOf(page)) : (page.staleHead ??= headListOf(page, false))
      res.writeHead(page.status, head)
      res.end(page.body)
      return
    }
    const generation = store.generation
    recordResponse(res, (status, headers, body) => {
      const kept = body && cachedPageOf(status, headers, body, store.now())
      if (kept) store.set(key, kept, generation)
      else store.dropStale(key)
    })
    return handler(req, res)
  }
}
