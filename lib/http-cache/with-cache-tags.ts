import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PageStore } from '@/lib/page-cache/page-store'
import { isNextStale, requestKeyOf, sharedPageLifetime, STALE_CACHE_CONTROL, type THeaders } from '@/lib/page-cache/rules'
import { headersOf } from '@/lib/page-cache/with-page-cache'
import { PAGES_TAG } from './purge'

type THandler = (req: IncomingMessage, res: ServerResponse) => unknown

/**
 * writeHead's headers (a flat list or an object) with `added` in place of any of the same names, in the same form: a
 * copy, never changed in place (their owner may send them again). writeHead's headers win over setHeader's.
 */
function headersWith(given: object, added: [string, string][]): object {
  const replaced = new Set(added.map(([name]) => name))
  if (!Array.isArray(given)) return { ...Object.fromEntries(Object.entries(given).filter(([name]) => !replaced.has(name.toLowerCase()))), ...Object.fromEntries(added) }
  const kept: unknown[] = []
  for (let i = 0; i + 1 < given.length; i += 2) if (!replaced.has(String(given[i]).toLowerCase())) kept.push(given[i], given[i + 1])
  return [...kept, ...added.flat()]
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
      const headers = { ...res.getHeaders(), ...headersOf(args.slice(1)) } as THeaders
      if (sharedPageLifetime(status, headers) > 0 && store.generation === generation && !store.holding()) {
        // Next.js's stale copy is kept one second by the cache in front, as by the page cache (STALE_CACHE_CONTROL).
        const added: [string, string][] = isNextStale(headers) ? [['xkey', PAGES_TAG], ['cache-control', STALE_CACHE_CONTROL]] : [['xkey', PAGES_TAG]]
        const at = args.findIndex((arg, i) => i > 0 && typeof arg === 'object' && arg !== null)
        if (at > 0) args[at] = headersWith(args[at] as object, added)
        else for (const [name, value] of added) res.setHeader(name, value)
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
    } as typeof res.writeHead
    return handler(req, res)
  }
}
