import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import { purgeHttpCaches } from '../../lib/http-cache/purge'
import { PURGE_HOLD_MS, purgePageCache } from '../../lib/page-cache/page-store'
import { publishInvalidation } from '../../lib/redis/invalidation'

/**
 * The pages kept by this process, through Redis when configured by every other app instance, and by the HTTP
 * caches in front (HTTP_CACHE_PURGE_URLS, docs/decisions/048; their failures are logged, never thrown).
 */
function purgePagesEverywhere() {
  purgePageCache()
  publishInvalidation({ kind: 'pages' })
  void purgeHttpCaches()
}

/**
 * The second purge, once Next.js has applied the tag expiry; and a last one at the HTTP caches when the instances'
 * hold ends: a page whose headers went out (tagged) on an instance just before the Redis message reached it may
 * have been stored by an HTTP cache after the second purge arrived there.
 */
function purgeAfterResponse() {
  purgePagesEverywhere()
  setTimeout(() => void purgeHttpCaches(), PURGE_HOLD_MS + 250).unref?.()
}

/**
 * After an editor saves, expire the site's cached API reads carrying these tags (lib/api/static.ts),
 * so public pages show the change on their next request; the pages the server keeps in memory in front of
 * the app (lib/page-cache) are dropped with them, now and again once the saving request has answered (Next.js
 * applies the tag expiry then, and a page answered in between must not stay kept).
 */
export function revalidateTags(...tags: string[]) {
  return () => {
    for (const tag of tags) {
      try {
        revalidateTag(tag, { expire: 0 })
      } catch {
        // Outside a Next.js server (seed, migrations, CLI) there is no cache to expire.
      }
    }
    purgePagesEverywhere()
    try {
      after(purgeAfterResponse)
    } catch {
      // Outside a request there is nothing to wait for.
    }
  }
}
