import type { Redis } from 'ioredis'
import { firstConnectionAttempt } from '../../../lib/redis/client.mjs'
import type { TCounterStore } from './store'

type TLogger = { error: (details: object) => void; info: (details: object) => void }

/**
 * Counters in Redis (docs/decisions/020), the same fixed windows as the database store: a hit is INCR and
 * PEXPIRE NX in one MULTI, so parallel hits get distinct counts and only the first hit of a window sets its end;
 * Redis drops the key when the window ends, so the next hit starts at 1. A call Redis cannot answer (down, or
 * slower than the client's command timeout) is answered by `fallback`, the database store, and the outage is
 * logged once: a request is never refused because Redis is away. Counts made meanwhile stay in the database.
 */
export function redisCounters(client: Redis, keyPrefix: string, fallback: TCounterStore, logger: TLogger): TCounterStore {
  const redisKey = (key: string) => `${keyPrefix}counter:${key}`
  let down = false

  async function orFallback<T>(onRedis: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> {
    let value: T
    try {
      await firstConnectionAttempt(client)
      value = await onRedis()
    } catch (error) {
      if (!down) logger.error({ err: error, msg: 'counters: Redis did not answer; the database counts until it does' })
      down = true
      return onFallback()
    }
    if (down) logger.info({ msg: 'counters: Redis answers again' })
    down = false
    return value
  }

  return {
    hit: (key, windowMs) =>
      orFallback(
        async () => {
          const results = await client.multi().incr(redisKey(key)).pexpire(redisKey(key), windowMs, 'NX').exec()
          const [incr] = results ?? []
          if (!incr || incr[0]) throw incr?.[0] ?? new Error('MULTI was discarded')
          return Number(incr[1])
        },
        () => fallback.hit(key, windowMs),
      ),
    peek: (key) =>
      orFallback(
        async () => Number((await client.get(redisKey(key))) ?? 0),
        () => fallback.peek(key),
      ),
    reset: (key) =>
      orFallback(
        async () => void (await client.del(redisKey(key))),
        () => fallback.reset(key),
      ),
  }
}
