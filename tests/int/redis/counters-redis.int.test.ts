import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { databaseCounters } from '../../../backend/lib/counters/database-counters'
import type { TCounterStore } from '../../../backend/lib/counters/index'
import { redisCounters } from '../../../backend/lib/counters/redis-counters'
import { createRedisClient } from '../../../lib/redis/client.mjs'
import { getTestPayload, unique } from '../setup/payload'
import { dropKeys, ownRedisServer, sleep, TEST_REDIS_URL, testKeyPrefix, waitFor } from './redis-test'

/**
 * The counters' contract (docs/decisions/015) held by the Redis store as by the database's (docs/decisions/020),
 * and the Redis store answering from the database while Redis is away. The endpoints' own races
 * (tests/int/counters.int.test.ts) run on Redis too with REDIS_URL set.
 */
const prefix = testKeyPrefix('counters')
const quietLogger = { error: vi.fn(), info: vi.fn() }
const clients: Redis[] = []

afterAll(async () => {
  clients.forEach((client) => client.disconnect())
  await dropKeys(TEST_REDIS_URL, prefix)
})

async function redisStore(url: string, fallback: TCounterStore, logger = quietLogger) {
  const client = createRedisClient(url, 'test-counters')
  clients.push(client)
  await waitFor(() => client.status === 'ready')
  return { client, store: redisCounters(client, prefix, fallback, logger) }
}

const stores: Array<[string, () => Promise<TCounterStore>]> = [
  ['database', async () => databaseCounters(await getTestPayload())],
  ['Redis', async () => (await redisStore(TEST_REDIS_URL, databaseCounters(await getTestPayload()))).store],
]

describe.each(stores)('%s counters', (_name, makeStore) => {
  let store: TCounterStore
  beforeAll(async () => {
    store = await makeStore()
  })

  it('50 parallel hits on one key each get a different count, 1 to 50', async () => {
    const key = unique('parallel')
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit(key, 60_000)))
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(await store.peek(key)).toBe(50)
  })

  it('a window is fixed from its first hit, and an ended one restarts at 1', async () => {
    const key = unique('window')
    expect(await store.hit(key, 300)).toBe(1)
    await sleep(150)
    expect(await store.hit(key, 300)).toBe(2) // does not push the end back
    await sleep(200)
    expect(await store.peek(key)).toBe(0)
    expect(await store.hit(key, 300)).toBe(1)
  })

  it('peek does not count, reset forgets', async () => {
    const key = unique('reset')
    expect(await store.peek(key)).toBe(0)
    await store.hit(key, 60_000)
    await store.hit(key, 60_000)
    expect([await store.peek(key), await store.peek(key)]).toEqual([2, 2])
    await store.reset(key)
    expect(await store.peek(key)).toBe(0)
    expect(await store.hit(key, 60_000)).toBe(1)
  })
})

describe('Redis counters while Redis is away', () => {
  const server = ownRedisServer(Number(process.env.TEST_REDIS_DOWN_PORT || 3418))
  beforeAll(() => server.start())
  afterAll(async () => {
    server.resume()
    await server.stop()
  })

  it('count in the database without failing a call or waiting, log the outage once, and return to Redis', async () => {
    const database = databaseCounters(await getTestPayload())
    const logger = { error: vi.fn(), info: vi.fn() }
    const { client, store } = await redisStore(server.url, database, logger)
    const key = unique('outage')
    expect(await store.hit(key, 60_000)).toBe(1)

    await server.stop()
    await waitFor(() => client.status !== 'ready')
    const started = Date.now()
    const counts = await Promise.all(Array.from({ length: 10 }, () => store.hit(key, 60_000)))
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1)) // the database's own window
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(await store.peek(key)).toBe(10)
    await store.reset(key)
    expect(await database.peek(key)).toBe(0)
    expect(logger.error).toHaveBeenCalledTimes(1)

    await server.start()
    await waitFor(() => client.status === 'ready', 10_000)
    expect(await store.hit(key, 60_000)).toBe(1) // Redis lost its keys with the restart (no persistence here)
    expect(await database.peek(key)).toBe(0)
    expect(Number(await client.get(`${prefix}counter:${key}`))).toBe(1)
    expect(logger.info).toHaveBeenCalledTimes(1)
  })

  it('a Redis that hangs answers from the database after the command timeout', async () => {
    const database = databaseCounters(await getTestPayload())
    const { store } = await redisStore(server.url, database)
    const key = unique('hung')
    server.pause()
    const started = Date.now()
    expect(await store.hit(key, 60_000)).toBe(1)
    expect(Date.now() - started).toBeLessThan(1_500)
    server.resume()
  })
})
