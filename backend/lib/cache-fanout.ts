import { purgePageCache } from '../../lib/page-cache/page-store'
import { startInvalidations, type TInvalidation } from '../../lib/redis/invalidation'
import { contentCache } from './content-cache'

/**
 * What another instance's save means here (docs/decisions/020): the same local purge or forget its own hooks ran,
 * holds included (PURGE_HOLD_MS, HOLD_MS). After a lost Redis connection every kept page and entry goes, since
 * messages may have been missed.
 */
export function applyInvalidation(message: TInvalidation): void {
  if (message.kind === 'pages') purgePageCache()
  else if (message.kind === 'content') contentCache().forget(message.source)
  else {
    purgePageCache()
    contentCache().clear()
  }
}

/** Called once by the server as it starts (instrumentation.ts); a no-op without REDIS_URL. */
export function startCacheFanout(): void {
  startInvalidations(applyInvalidation)
}
