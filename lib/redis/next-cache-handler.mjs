/**
 * Next.js's ISR and data cache (`cacheHandler` in next.config.ts), decided when the server starts
 * (docs/decisions/020). Without REDIS_URL, in `next dev` and while `next build` prerenders: Next's own
 * file-system cache, as if no handler were configured. With REDIS_URL: the cache shared through Redis
 * (lib/redis/shared-next-cache.mjs).
 *
 * Plain JavaScript: the Node server imports this file with Node's own `import()`, unbundled. Next.js also bundles it
 * into the edge middleware, where it is nothing (as Next's default is there): so its imports are made only when a
 * call needs them, and hidden from the bundler.
 */
const BUILD_PHASE = 'phase-production-build'
// Next's own limit on a data-cache entry, which it skips for any custom handler: kept for its default.
const FETCH_ENTRY_LIMIT = 2 * 1024 * 1024

/** @typedef {{ get: Function, set: Function, revalidateTag: Function, resetRequestCache?: Function }} TDelegate */

/** @param {Record<string, unknown>} context */
async function loadDelegate(context, shared) {
  if (shared) {
    const [{ redisClient }, { createSharedCacheHandler }] = await Promise.all([
      import(/* webpackIgnore: true */ /* turbopackIgnore: true */ new URL('./client.mjs', import.meta.url).href),
      import(/* webpackIgnore: true */ /* turbopackIgnore: true */ new URL('./shared-next-cache.mjs', import.meta.url).href),
    ])
    return createSharedCacheHandler(redisClient(), context)
  }
  const fileSystemCache = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'next/dist/server/lib/incremental-cache/file-system-cache.js')
  const FileSystemCache = fileSystemCache.default.default ?? fileSystemCache.default
  return new FileSystemCache(context)
}

export default class PortalCacheHandler {
  /** @param {{ dev?: boolean } & Record<string, unknown>} context what Next.js gives every cache handler */
  constructor(context) {
    this.context = context
    this.dev = Boolean(context.dev)
    this.edge = process.env.NEXT_RUNTIME === 'edge'
    this.shared = !this.edge && !this.dev && process.env.NEXT_PHASE !== BUILD_PHASE && Boolean(process.env.REDIS_URL)
    /** @type {TDelegate | undefined} */
    this.loaded = undefined
    /** @type {Promise<TDelegate> | undefined} */
    this.loading = undefined
  }

  /** @returns {Promise<TDelegate | null>} */
  async delegate() {
    if (this.edge) return null
    this.loading ??= loadDelegate(this.context, this.shared).then((loaded) => (this.loaded = loaded))
    return this.loading
  }

  /** @param {[string, Record<string, unknown>?]} args */
  async get(...args) {
    return (await this.delegate())?.get(...args) ?? null
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {{ fetchCache?: boolean, fetchUrl?: string, isImplicitBuildTimeCache?: boolean } & Record<string, unknown>} ctx
   */
  async set(key, data, ctx) {
    if (!this.shared && ctx?.fetchCache && !ctx.isImplicitBuildTimeCache) {
      const size = JSON.stringify(data).length
      if (size > FETCH_ENTRY_LIMIT) {
        const warning = `Failed to set Next.js data cache for ${ctx.fetchUrl || key}, items over 2MB can not be cached (${size} bytes)`
        if (this.dev) throw new Error(warning)
        console.warn(warning)
        return
      }
    }
    return (await this.delegate())?.set(key, data, ctx)
  }

  /** @param {[string | string[], unknown?]} args */
  async revalidateTag(...args) {
    return (await this.delegate())?.revalidateTag(...args)
  }

  resetRequestCache() {
    this.loaded?.resetRequestCache?.()
  }
}
