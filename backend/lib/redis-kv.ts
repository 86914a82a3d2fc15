import { redisKVAdapter, type RedisKVAdapter } from '@payloadcms/kv-redis'
import type { KVAdapterResult } from 'payload'
import { redisClient, redisKeyPrefix, redisUrl } from '../../lib/redis/client.mjs'

/**
 * Payload's key-value store on Redis when REDIS_URL is set (docs/decisions/020); undefined keeps Payload's default
 * (its `payload-kv` collection in the database). The package's adapter opens a connection of its own with ioredis's
 * defaults, which queue a call for seconds while Redis is down; it is swapped for the process's shared client, which
 * refuses at once.
 */
export function redisKv(): KVAdapterResult | undefined {
  const url = redisUrl()
  if (!url) return undefined
  const adapter = redisKVAdapter({ redisURL: url, keyPrefix: `${redisKeyPrefix()}payload-kv:` })
  return {
    init(args) {
      const kv = adapter.init(args) as RedisKVAdapter
      kv.redisClient.disconnect()
      kv.redisClient = redisClient() ?? kv.redisClient
      return kv
    },
  }
}
