import type { TCachedPage } from './rules'

/**
 * Next.js expires tags after the request that saved has answered (its pending revalidations), so for a moment
 * after a purge the app may still answer the old page: nothing is kept during that moment.
 */
export const PURGE_HOLD_MS = 2000

/**
 * A page at the end of its lifetime is refreshed by one request; the others meanwhile get it as it was, for at most
 * REFRESH_GRACE_MS per refresh and STALE_MAX_MS past its end, instead of all reaching the app at once (Next.js
 * answers its own ISR pages with stale-while-revalidate the same way). A purge drops pages: nothing purged is served.
 */
export const REFRESH_GRACE_MS = 5000
export const STALE_MAX_MS = 30_000

/**
 * Kept pages in memory, least recently used dropped first once `maxBytes` is reached (second chance: a hit only
 * marks its page used, and eviction moves a used page to the newest end instead of dropping it, so a hit does not
 * reorder the map). `generation` grows with every purge, so an answer rendered before a purge is not kept after it.
 */
export class PageStore {
  private pages = new Map<string, TCachedPage & { used?: boolean; refreshingSince?: number }>()
  private bytes = 0
  private holdUntil = 0
  generation = 0

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    readonly now: () => number = Date.now,
  ) {}

  get(key: string): TCachedPage | null {
    const page = this.pages.get(key)
    if (!page) return null
    const now = this.now()
    if (page.expiresAt <= now) {
      if (now - page.expiresAt >= STALE_MAX_MS) {
        this.drop(key)
        return null
      }
      const refreshing = page.refreshingSince !== undefined && now - page.refreshingSince < REFRESH_GRACE_MS
      if (!refreshing) {
        page.refreshingSince = now // this request refreshes it (set replaces it, dropStale drops it)
        return null
      }
    }
    page.used = true
    return page
  }

  /** The refresh of an expired page answered something that cannot be kept: the old page is not served again. */
  dropStale(key: string): void {
    const page = this.pages.get(key)
    if (page && page.expiresAt <= this.now()) this.drop(key)
  }

  private drop(key: string): void {
    const page = this.pages.get(key)
    if (!page) return
    this.pages.delete(key)
    this.bytes -= page.body.length
  }

  set(key: string, page: TCachedPage, generation: number): void {
    if (generation !== this.generation || this.now() < this.holdUntil || page.body.length > this.maxBytes / 4) {
      this.dropStale(key)
      return
    }
    const old = this.pages.get(key)
    if (old) {
      this.pages.delete(key)
      this.bytes -= old.body.length
    }
    this.pages.set(key, page)
    this.bytes += page.body.length
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= this.maxBytes) break
      if (oldest === key) continue // the page just stored (at most a quarter of maxBytes) stays
      this.pages.delete(oldest)
      if (kept.used) {
        kept.used = false
        this.pages.set(oldest, kept) // used since it was kept or last moved: newest again
      } else this.bytes -= kept.body.length
    }
  }

  /** Within PURGE_HOLD_MS of a purge: nothing new is kept, here or (untagged, lib/http-cache) by an HTTP cache. */
  holding(): boolean {
    return this.now() < this.holdUntil
  }

  purge(): void {
    this.generation++
    this.holdUntil = this.now() + PURGE_HOLD_MS
    this.pages.clear()
    this.bytes = 0
  }

  get size() {
    return this.pages.size
  }
}

// The server (scripts/serve.ts) and the app's bundled hooks load this file as two module copies: the store
// they share hangs on the process.
const STORE_KEY = Symbol.for('lpi.page-cache.store')
type TGlobalWithStore = typeof globalThis & { [STORE_KEY]?: PageStore }

export function installPageStore(store: PageStore): PageStore {
  ;(globalThis as TGlobalWithStore)[STORE_KEY] = store
  return store
}

/** Drops every kept page (an editor saved); a no-op where no server installed a store (seed, tests, next dev). */
export function purgePageCache(): void {
  ;(globalThis as TGlobalWithStore)[STORE_KEY]?.purge()
}
