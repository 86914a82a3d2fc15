import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { externalAnalytics } from '../analytics/external-provider'
import { inlineScriptHashes } from './inline-scripts'
import { adminCsp, answerKind, API_CSP, commonHeaders, FILE_CSP, frameOptionsOf, siteCsp, type TPolicyOptions } from './policies'

type THandler = (req: IncomingMessage, res: ServerResponse) => unknown
type TCallback = (error?: Error | null) => void

/** An API answer larger than this is streamed rather than kept whole (exports, long lists). */
const GATHER_LIMIT = 64 * 1024

const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | null => {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

/** The HTML as sent (after Next.js's compression). */
function decoded(body: Buffer, contentEncoding: unknown): string {
  const encoding = String(contentEncoding ?? '').trim().toLowerCase()
  const raw = encoding === 'gzip' ? gunzipSync(body) : encoding === 'deflate' ? inflateSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body
  return raw.toString('utf8')
}

/** Headers given to writeHead (an object or a flat [name, value, ...] list) as setHeader calls. */
function applyGivenHeaders(res: ServerResponse, given: unknown) {
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) res.setHeader(String(given[i]), given[i + 1] as string)
  } else if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value)
  }
}

/**
 * A redirect has one target. Next.js 16 sets a rendered page's redirect (permanentRedirect for a wrong slug) on the
 * response and appends it again from the render's cached headers, so the answer carried `Location: a, a`.
 */
function singleLocation(res: ServerResponse) {
  const location = res.getHeader('location')
  if (Array.isArray(location) && location.length > 1) res.setHeader('location', location[0])
}

/**
 * Holds an HTML answer until it is whole, then sends it with a CSP naming the hashes of exactly its inline scripts
 * (Next.js writes its RSC payload as inline scripts, and a static or ISR page has no per-request nonce). Other
 * answers pass through at once with their kind's policy. Inside the page cache, so a kept page is hashed once.
 */
function secureResponse(req: IncomingMessage, res: ServerResponse, options: TPolicyOptions) {
  const { writeHead, write, end, flushHeaders } = res
  // hold: an HTML answer, kept whole to hash its scripts. gather: a JSON answer of the API, kept until it ends (or
  // passes GATHER_LIMIT) so headers and body leave in one write instead of three (flushed headers, the chunk, the
  // chunked terminator), decision 057. pass: sent as the app writes it.
  let mode: 'undecided' | 'pass' | 'hold' | 'gather' = 'undecided'
  let gathered = 0
  let kind: ReturnType<typeof answerKind> = 'file'
  let statusMessage: string | undefined
  const chunks: Buffer[] = []

  /** Decided once, when the app first sends anything: by then its Content-Type is set. */
  const decide = (): 'pass' | 'hold' | 'gather' => {
    if (mode !== 'undecided') return mode
    // A browser merges a 304's headers into the page it kept: the kept page's policy (and hashes) must stay.
    if (res.statusCode === 304) return (mode = 'pass')
    kind = answerKind(req.url ?? '/', res.getHeader('content-type') as string | undefined)
    res.setHeader('x-frame-options', frameOptionsOf(kind))
    if (kind === 'page' || kind === 'admin') return (mode = 'hold')
    res.setHeader('content-security-policy', kind === 'api' ? API_CSP : FILE_CSP)
    return (mode = kind === 'api' && req.method !== 'HEAD' ? 'gather' : 'pass')
  }

  /** A gathered answer grown past GATHER_LIMIT is streamed from here on, what was kept first. */
  const passGathered = () => {
    mode = 'pass'
    ;(writeHead as (...a: unknown[]) => ServerResponse).call(res, res.statusCode, statusMessage)
    return (write as (chunk: Buffer) => boolean).call(res, Buffer.concat(chunks.splice(0)))
  }

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    singleLocation(this)
    if (mode === 'pass') return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
    this.statusCode = Number(args[0])
    if (typeof args[1] === 'string') statusMessage = args[1]
    applyGivenHeaders(this, args.find((arg, index) => index > 0 && typeof arg === 'object'))
    if (decide() === 'pass') return (writeHead as (...a: unknown[]) => ServerResponse).call(this, this.statusCode, statusMessage)
    return this
  } as typeof res.writeHead

  res.flushHeaders = function (this: ServerResponse) {
    if (decide() === 'pass') flushHeaders.call(this)
  }

  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (decide() === 'pass') return (write as (...a: unknown[]) => boolean).apply(this, args)
    const chunk = toBuffer(args[0], args[1])
    if (chunk) chunks.push(chunk)
    const callback = args.find((arg) => typeof arg === 'function') as TCallback | undefined
    if (callback) process.nextTick(callback)
    if (mode === 'gather' && (gathered += chunk?.length ?? 0) > GATHER_LIMIT) return passGathered()
    return true
  } as typeof res.write

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (decide() === 'pass') return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
    const chunk = toBuffer(args[0], args[1])
    if (chunk) chunks.push(chunk)
    const body = Buffer.concat(chunks)
    if (mode === 'hold') {
      let hashes: string[] = []
      try {
        hashes = body.length ? inlineScriptHashes(decoded(body, this.getHeader('content-encoding'))) : []
      } catch (error) {
        console.error('security headers: could not read the HTML to hash its scripts', error)
      }
      this.setHeader('content-security-policy', kind === 'admin' ? adminCsp(hashes, options) : siteCsp(hashes, options))
    }
    if (req.method !== 'HEAD' && this.statusCode !== 204 && !this.hasHeader('transfer-encoding')) this.setHeader('content-length', body.length)
    singleLocation(this)
    ;(writeHead as (...a: unknown[]) => ServerResponse).call(this, this.statusCode, statusMessage)
    const callback = args.find((arg) => typeof arg === 'function') as TCallback | undefined
    return (end as (...a: unknown[]) => ServerResponse).call(this, body, callback)
  } as typeof res.end
}

/** Every answer of the production server gets the security headers of docs/decisions/014. */
export function withSecurityHeaders(handler: THandler, options: TPolicyOptions): THandler {
  const common = Object.entries(commonHeaders(options))
  return (req, res) => {
    for (const [name, value] of common) res.setHeader(name, value)
    secureResponse(req, res, options)
    return handler(req, res)
  }
}

/** The options from the environment the server runs in. */
export const securityOptionsFromEnv = (): TPolicyOptions => ({
  serverUrl: process.env.SERVER_URL || 'http://localhost:3000',
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  analyticsOrigin: externalAnalytics()?.origin,
})
