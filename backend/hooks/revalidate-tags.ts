import { revalidateTag } from 'next/cache'
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external'
import { executeRevalidates } from 'next/dist/server/revalidation-utils'
import { after } from 'next/server'
import { directCallPath } from '../../lib/http/api-direct-call'
import { purgeHttpCaches } from '../../lib/http-cache/purge'
import { PURGE_HOLD_MS, purgePageCache } from '../../lib/page-cache/page-store'
import { invalidationsSent, publishInvalidation } from '../../lib/redis/invalidation'

/**
 * The pages kept by this process, through Redis when configured by every other app instance, and by the HTTP
 * caches in front (HTTP_CACHE_PURGE_URLS, docs/decisions/048; their failures are logged, never thrown).
 */
function purgePagesEverywhere(): Promise<void> {
  purgePageCache()
  publishInvalidation({ kind: 'pages' })
  return purgeHttpCaches()
}

/**
 * The second purge, once Next.js has applied the tag expiry; and a last one at the HTTP caches when the instances'
 * hold ends: a page whose headers went out (tagged) on an instance just before the Redis message reached it may
 * have been stored by an HTTP cache after the second purge arrived there.
 */
function purgeAfterResponse() {
  void purgePagesEverywhere()
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
    const direct = directCallPath()
    if (direct && !workAsyncStorage.getStore()) {
      // Answered without Next.js's request scope (decision 067): the tags could not be expired. Fail the save loudly.
      throw new Error(`${direct} saves what cached pages show (${tags.join(', ')}) but is answered without Next.js's route entry: take it off DIRECT_WRITES (lib/http/api-direct-call.ts)`)
    }
    for (const tag of tags) {
      try {
        revalidateTag(tag, { expire: 0 })
      } catch {
        // Outside a Next.js server (seed, migrations, CLI) there is no cache to expire.
      }
    }
    void purgePagesEverywhere()
    try {
      after(purgeAfterResponse)
    } catch {
      // Outside a request there is nothing to wait for.
    }
  }
}

type TRoute<C> = (request: Request, context: C) => Promise<Response>

/**
 * Answers a save only once the tags its hooks expired are gone from Next's cache (through Redis, from every
 * instance's), every instance's and HTTP cache's pages are purged again, and Redis has handed every instance the
 * messages the call published (page purges, content forgets). Next.js expires pending tags after the answer (its
 * waitUntil), and a published message could still be on its way: in that moment another instance answered from
 * the old data cache entry or its page cache, so a visitor sent there by the editor's "saved" saw the old page
 * (issue 26: 0.3 s on an idle machine, up to 1.9 s in CI; page-cache hits 11-28 ms after the answer). The hooks
 * run before the transaction commits, so the answer is the first moment the new row is what a render reads.
 */
export function expireTagsBeforeAnswer<C>(route: TRoute<C>): TRoute<C> {
  return async (request, context) => {
    const response = await route(request, context)
    const store = workAsyncStorage.getStore()
    const tags = store?.pendingRevalidatedTags ?? []
    if (store && tags.length > 0) {
      const expired = [...tags]
      try {
        await executeRevalidates(store, { pendingRevalidatedTags: expired, pendingRevalidates: {}, pendingRevalidateWrites: [] })
        // Next would expire them again after the answer; what a render stored since is already new.
        store.pendingRevalidatedTags = tags.filter((tag) => !expired.includes(tag))
        await purgePagesEverywhere()
      } catch (error) {
        // The save is committed: it is answered, and Next still expires the tags after the answer.
        console.error('expiring cache tags before the answer failed', error)
      }
    }
    await invalidationsSent()
    return response
  }
}
