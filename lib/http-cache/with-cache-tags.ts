import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { LOCALE_COOKIE } from '@/lib/i18n/config'
import type { PageStore } from '@/lib/page-cache/page-store'
import { requestKeyOf, sharedMaxAge } from '@/lib/page-cache/rules'
import { headersOf } from '@/lib/page-cache/with-page-cache'
import { PAGES_TAG } from './purge'

type THandler = (req: IncomingMessage, res: ServerResponse) => unknown

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value) as string | undefined

/**
 * Whether an answer may be kept by a shared HTTP cache: what the in-process page cache would keep (lib/page-cache/
 * rules.ts cachedPageOf): 200, a shared `s-maxage`, Next.js's own cache not STALE, no cookie set but the locale.
 */
export function isSharedPage(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || sharedMaxAge(first(headers['cache-control'])) <= 0) return false
  const nextCache = first(headers['x-nextjs-cache'])?.toUpperCase()
  if (!nextCache || nextCache === 'STALE') return false
  const setCookie = headers['set-cookie']
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)]
  return cookies.every((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`))
}

/**
 * Tags the pages an HTTP cache in front may keep (docs/decisions/048): `xkey: pages` on a page request (the page
 * cache's key rules) answered as a page for everyone, unless a purge happened since the request came in or
 * within the hold after one (the answer may hold what the purge removed). The HTTP cache keeps only tagged
 * answers, so every page it keeps is dropped by the purge of `pages` an editor's save sends. Placed inside the
 * page cache, so a page it keeps carries the tag as it was decided when the app answered.
 */
export function withCacheTags(handler: THandler, store: PageStore): THandler {
  return (req, res) => {
    if (requestKeyOf(req.method, req.url, req.rawHeaders) === null) return handler(req, res)
    const generation = store.generation
    const { writeHead } = res
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode
      const headers = { ...res.getHeaders(), ...headersOf(args.slice(1)) }
      if (isSharedPage(status, headers) && store.generation === generation && !store.holding()) {
        const at = args.findIndex((arg, i) => i > 0 && Array.isArray(arg))
        // A flat list is copied, never changed in place: its owner may send it again.
        if (at > 0) args[at] = [...(args[at] as unknown[]), 'xkey', PAGES_TAG]
        else res.setHeader('xkey', PAGES_TAG)
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
    } as typeof res.writeHead
    return handler(req, res)
  }
}
