/**
 * Purges by tag at the HTTP caches in front of the app (Varnish with vmod xkey, docs/decisions/048). Every page an
 * HTTP cache may keep carries the tag PAGES_TAG (lib/http-cache/cache-tags.ts), so an editor's save purges them all,
 * as it purges the in-process page cache (docs/decisions/009). `HTTP_CACHE_PURGE_URLS` (comma list of the caches'
 * purge addresses, e.g. `http://10.0.0.5:6082/`) unset: nothing is sent. A purge that fails is logged and never
 * fails the save.
 */

export const PAGES_TAG = 'pages'
const TIMEOUT_MS = 2000

export function httpCachePurgeUrls(value = process.env.HTTP_CACHE_PURGE_URLS): string[] {
  return (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
}

async function purgeOne(url: string, tags: string[]): Promise<void> {
  try {
    const response = await fetch(url, { method: 'PURGE', headers: { xkey: tags.join(' ') }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    await response.arrayBuffer().catch(() => undefined)
    if (!response.ok) console.error(`[http-cache] PURGE ${url} (xkey ${tags.join(' ')}) answered ${response.status}`)
  } catch (error) {
    console.error(`[http-cache] PURGE ${url} (xkey ${tags.join(' ')}) failed: ${(error as Error).message}`)
  }
}

/** Sends `PURGE` with the `xkey` header to every configured cache at once; resolves when all have answered or failed. */
export function purgeHttpCaches(tags: string[] = [PAGES_TAG], urls = httpCachePurgeUrls()): Promise<void> {
  if (urls.length === 0) return Promise.resolve()
  return Promise.all(urls.map((url) => purgeOne(url, tags))).then(() => undefined)
}
