import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies'
import { AUTH_TOKEN_COOKIE, USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import { LOCALE_COOKIE } from '@/lib/i18n/config'

/**
 * What the page cache may keep, decided from the request and the app's own answer (docs/decisions/009).
 * A page is kept only when Next.js itself cached it for everyone (ISR: `s-maxage`, not STALE), and it is
 * looked up under every input the middleware reads (path, query, the locale, auth-token and user-type cookies),
 * so a kept answer is exactly what the app would answer again.
 */

export type THeaders = Record<string, string | string[] | undefined>
export type TCachedPage = {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  expiresAt: number
  /** The answer's headers as one flat [name, value, ...] list for writeHead, built on the first hit (headListOf). */
  head?: string[]
  /** The same with STALE_CACHE_CONTROL, for hits past `expiresAt` while one request refreshes the page. */
  staleHead?: string[]
}

/**
 * Next.js's own stale copy (`x-nextjs-cache: STALE`: its ISR entry expired, it renders the page again after answering)
 * is kept this long, and sent with this Cache-Control, as is a kept page served past its end while one request
 * refreshes it: a shared cache in front keeps such a copy one second, not a page's whole lifetime. Not keeping the
 * stale copy at all sent every request to Next.js until its render was done; under load the render starved and the
 * pages behind Varnish fell to a tenth of their rate with timeouts (issue 26, docs/decisions/055).
 */
export const STALE_TTL_SECONDS = 1
export const STALE_CACHE_CONTROL = `s-maxage=${STALE_TTL_SECONDS}`

/**
 * Longest a page is kept even if the app allows more (today Next.js sends s-maxage=60, from the data fetches'
 * 60 s revalidate): a time-based refresh of the app's own cache shows within a minute more. Editors' saves purge at once (backend/hooks/revalidate-tags.ts).
 */
export const MAX_TTL_SECONDS = 60

// Server actions, draft mode and partial requests are answered per request, never from here.
const BYPASS_HEADERS = ['next-action', 'x-middleware-subrequest', 'authorization', 'range']
/**
 * A client navigation or prefetch (an RSC payload) is what Next.js answers for these headers (the ones its `Vary`
 * names, and the page it comes from): kept under their values too, so a prerendered page's payload is served from
 * here like its HTML (decision 062). A dynamic page's payload is `private` and never kept.
 */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']
const DRAFT_COOKIES = ['__prerender_bypass', '__next_preview_data']
// Hop-by-hop and per-response headers: Node writes its own.
const DROPPED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The cookies as the middleware sees them: Next.js's own parser (request.cookies), so an odd header (a name without
 * a value, a value that does not decode, a name twice) cannot mean one thing to the key and another to the guards.
 */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  return parseCookie(header ?? '')
}

/** The key a request is kept under, or null when it must reach the app (not a plain GET of a page). */
export function cacheKeyOf(method: string | undefined, url: string | undefined, headers: THeaders): string | null {
  if (!isPageGet(method, url)) return null
  if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return null
  return keyOf(url, first(headers['accept-encoding']), first(headers.cookie), ROUTER_HEADERS.map((name) => first(headers[name])))
}

const BYPASS = new Set(BYPASS_HEADERS)
const ROUTER = new Map(ROUTER_HEADERS.map((name, index) => [name, index]))

/**
 * cacheKeyOf from the header list as Node received it (`req.rawHeaders`), in one pass without building
 * `req.headers`: the page cache's hit path. Repeated Cookie and Accept-Encoding lines are joined as Node joins them
 * into `req.headers` (`; ` and `, `), which is what Next.js and the middleware read; the same key either way.
 */
export function requestKeyOf(method: string | undefined, url: string | undefined, rawHeaders: readonly string[]): string | null {
  if (!isPageGet(method, url)) return null
  let cookie: string | undefined
  let encoding: string | undefined
  let router: (string | undefined)[] | undefined
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase()
    if (BYPASS.has(name)) return null
    if (name === 'cookie') cookie = cookie === undefined ? rawHeaders[i + 1] : `${cookie}; ${rawHeaders[i + 1]}`
    else if (name === 'accept-encoding') encoding = encoding === undefined ? rawHeaders[i + 1] : `${encoding}, ${rawHeaders[i + 1]}`
    else {
      const index = ROUTER.get(name)
      if (index === undefined) continue
      router ??= new Array<string | undefined>(ROUTER_HEADERS.length)
      // Repeated lines joined as Node joins them into `req.headers`, which Next.js reads.
      router[index] = router[index] === undefined ? rawHeaders[i + 1] : `${router[index]}, ${rawHeaders[i + 1]}`
    }
  }
  return keyOf(url, encoding, cookie, router)
}

function isPageGet(method: string | undefined, url: string | undefined): url is string {
  if (method !== 'GET' || !url || url.charCodeAt(0) !== 47 /* / */) return false
  return !(url.startsWith('/api/') || url.startsWith('/admin') || url.startsWith('/_next/'))
}

/** The router headers' part of a key: '' for a page load (none sent); null for an `_rsc` URL without the RSC header. */
function routerPartOf(url: string, router: readonly (string | undefined)[] | undefined): string | null {
  if (!router || router.every((value) => value === undefined)) return url.includes('_rsc=') ? null : ''
  if (router[0] === undefined && url.includes('_rsc=')) return null
  return `\u0000${Array.from(router, (value) => value ?? '').join('\u0001')}`
}

function keyOf(url: string, encoding: string | undefined, cookieHeader: string | undefined, router?: readonly (string | undefined)[]): string | null {
  const routerPart = routerPartOf(url, router)
  if (routerPart === null) return null
  // Most visitors of a public page send no cookie the middleware reads: no parse.
  if (!cookieHeader) return `${url}\u0000${encoding ?? ''}\u0000\u0000\u0000${routerPart}`
  const cookies = parseCookieHeader(cookieHeader)
  if (DRAFT_COOKIES.some((name) => cookies.has(name))) return null
  return [
    url,
    encoding ?? '',
    cookies.get(LOCALE_COOKIE) ?? '',
    cookies.has(AUTH_TOKEN_COOKIE) ? 'signed-in' : '',
    cookies.get(USER_TYPE_COOKIE) ?? '',
  ].join('\u0000') + routerPart
}

const PERSONAL = /(^|,)\s*(private|no-store|no-cache)\b/i

/** Seconds of `s-maxage` in a shared-cacheable Cache-Control, else 0. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl || PERSONAL.test(cacheControl)) return 0
  const match = cacheControl.match(/(?:^|,)\s*s-maxage=(\d+)/i)
  return match ? Number(match[1]) : 0
}

/** Next.js answered from its own expired copy: it renders the page again after this answer. */
export const isNextStale = (headers: THeaders) => first(headers['x-nextjs-cache'])?.toUpperCase() === 'STALE'

/**
 * Seconds a shared cache may keep an answer from Next.js's own cache (`x-nextjs-cache` present): its `s-maxage`, at
 * most MAX_TTL_SECONDS; a STALE copy STALE_TTL_SECONDS, also when Next.js sent it without Cache-Control (one instance
 * of bench:topology did for 8-10 s at a page's end of life); 0 for anything else.
 */
export function sharedLifetime(headers: THeaders): number {
  if (!headers['x-nextjs-cache']) return 0
  const cacheControl = first(headers['cache-control'])
  if (isNextStale(headers)) return cacheControl && PERSONAL.test(cacheControl) ? 0 : STALE_TTL_SECONDS
  return Math.min(sharedMaxAge(cacheControl), MAX_TTL_SECONDS)
}

/**
 * Seconds an answer may be kept for everyone who sends its key (the page cache and the HTTP cache in front, which
 * must agree), else 0: a 200 with a shared lifetime that sets no cookie but the locale, which follows from the key
 * (path and the cookie sent); any other cookie is someone's own.
 */
export function sharedPageLifetime(status: number, headers: THeaders): number {
  if (status !== 200) return 0
  const setCookie = headers['set-cookie']
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)]
  if (cookies.some((cookie) => !cookie.startsWith(`${LOCALE_COOKIE}=`))) return 0
  return sharedLifetime(headers)
}

/** The entry to keep for an answer, or null when it is not the same for everyone who sends this key. */
export function cachedPageOf(status: number, headers: THeaders, body: Buffer, now: number): TCachedPage | null {
  const ttl = sharedPageLifetime(status, headers)
  if (ttl <= 0) return null
  const kept: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !DROPPED_HEADERS.has(name.toLowerCase())) kept[name.toLowerCase()] = value
  }
  if (isNextStale(headers)) kept['cache-control'] = STALE_CACHE_CONTROL
  return { status, headers: kept, body, expiresAt: now + ttl * 1000 }
}

/**
 * What a hit sends: the kept headers, its length and `x-page-cache: HIT`, as the flat list writeHead takes, built
 * once per kept page instead of an object spread and merge on every hit.
 */
export function headListOf(page: TCachedPage, fresh = true): string[] {
  const list: string[] = []
  for (const [name, value] of Object.entries(page.headers)) {
    if (!fresh && name === 'cache-control') list.push(name, STALE_CACHE_CONTROL)
    else for (const one of Array.isArray(value) ? value : [value]) list.push(name, one)
  }
  list.push('content-length', String(page.body.length), 'x-page-cache', 'HIT')
  return list
}
