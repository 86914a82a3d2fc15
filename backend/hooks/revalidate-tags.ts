import { revalidateTag } from 'next/cache'
import { purgePageCache } from '../../lib/page-cache/page-store'

/**
 * After an editor saves, expire the site's cached API reads carrying these tags (lib/api/static.ts),
 * so public pages show the change on their next request; the pages the server keeps in memory in front of
 * the app (lib/page-cache) are dropped with them.
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
    purgePageCache()
  }
}
