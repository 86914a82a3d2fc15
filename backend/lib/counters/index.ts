import type { Payload } from 'payload'
import { redisClient, redisKeyPrefix } from '../../../lib/redis/client.mjs'
import { databaseCounters } from './database-counters'
import { redisCounters } from './redis-counters'
import type { TCounterStore } from './store'

export type { TCounterStore } from './store'

const stores = new WeakMap<Payload, TCounterStore>()

/**
 * Fixed-window counters shared by every app instance: rate limits, the sign-in lock, single-use bot-check
 * solutions (docs/decisions/015). In the app's database, or in Redis when REDIS_URL is set, with the database
 * answering while Redis is away (docs/decisions/020).
 */
export function counters(payload: Payload): TCounterStore {
  let store = stores.get(payload)
  if (!store) {
    const client = redisClient()
    store = client ? redisCounters(client, redisKeyPrefix(), databaseCounters(payload), payload.logger) : databaseCounters(payload)
    stores.set(payload, store)
  }
  return store
}

/** True for exactly one caller per `key` within `ttlMs`: of parallel callers, the one whose hit counted first. */
export async function claimFirstUse(payload: Payload, key: string, ttlMs: number): Promise<boolean> {
  return (await counters(payload).hit(key, ttlMs)) === 1
}
