/**
 * Next.js's ISR and data cache on Redis (lib/redis/next-cache-handler.mjs, docs/decisions/020):
 * @fortedigital/nextjs-cache-handler, so every instance reads the same entries and a tag expired by one
 * (backend/hooks/revalidate-tags.ts) is gone for all. While Redis is down its calls fail at once
 * (lib/redis/client.mjs) and a local LRU answers what this process rendered meanwhile; tags expired meanwhile are
 * expired in Redis when it is back, and the LRU is dropped then.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { firstConnectionAttempt, redisKeyPrefix } from './client.mjs'

const LOCAL_LRU = { maxItemsNumber: 1_000, maxItemSizeBytes: 50 * 1024 * 1024 }

/** @typedef {import('@fortedigital/nextjs-cache-handler/redis-strings').default} TCreateHandler */
/** @typedef {ReturnType<TCreateHandler>} THandler */

let configured = false

/**
 * Redis first; the LRU is read only when Redis fails, and written only while the connection is down.
 * @param {import('ioredis').Redis} client
 */
function configureShared(client) {
  if (configured) return
  configured = true
  const redis = createRedisHandler({ client: ioredisAdapter(client), keyPrefix: `${redisKeyPrefix()}next:`, timeoutMs: 1_000 })
  let local = createLruHandler(LOCAL_LRU)

  // Tags this process expired while Redis did not answer: expired there before Redis is read or written again.
  /** @type {Set<string>} */
  const missedTags = new Set()
  const expireMissedTags = async () => {
    await firstConnectionAttempt(client)
    if (missedTags.size === 0 || client.status !== 'ready') return
    for (const tag of [...missedTags]) {
      await redis.revalidateTag(tag)
      missedTags.delete(tag)
    }
  }

  /** @type {THandler} */
  const sharedRedis = {
    ...redis,
    async get(key, meta) {
      await expireMissedTags()
      return redis.get(key, meta)
    },
    async set(key, value, ctx) {
      await expireMissedTags()
      return redis.set(key, value, ctx)
    },
    async revalidateTag(tag) {
      try {
        await expireMissedTags()
        await redis.revalidateTag(tag)
      } catch (error) {
        missedTags.add(tag)
        throw error
      }
    },
  }
  /** @type {THandler} */
  const localWhileDown = {
    name: 'local-lru-while-redis-is-down',
    get: (key, meta) => local.get(key, meta),
    set: (key, value, ctx) => (client.status === 'ready' ? Promise.resolve() : local.set(key, value, ctx)),
    revalidateTag: (tag) => local.revalidateTag(tag),
    delete: (key) => local.delete?.(key) ?? Promise.resolve(),
  }
  client.on('ready', () => {
    local = createLruHandler(LOCAL_LRU)
    expireMissedTags().catch(() => undefined)
  })
  CacheHandler.onCreation(() => ({ handlers: [sharedRedis, localWhileDown] }))
}

/**
 * The handler's shared side, for one request (Next.js makes a handler per request; the Redis handlers are made once).
 * @param {import('ioredis').Redis} client
 * @param {Record<string, unknown>} context
 */
export function createSharedCacheHandler(client, context) {
  configureShared(client)
  return new CacheHandler(context)
}
