import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import { purgePageCache } from '../../lib/page-cache/page-store'
import { publishInvalidation } from '../../lib/redis/invalidation'

/** The pages kept by this process and, through Redis when configured, by every other app instance. */
function purgePagesEverywhere() {
  purgePageCache()
  publishInvalidation({ kind: 'pages' })
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
      after(purgePagesEverywhere)
    } catch {
      // Outside a request there is nothing to wait for.
    }
  }
}
