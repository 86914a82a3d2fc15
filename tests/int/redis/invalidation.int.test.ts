import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { revalidateTags } from '../../../backend/hooks/revalidate-tags'
import { applyInvalidation } from '../../../backend/lib/cache-fanout'
import { contentCache, HOLD_MS } from '../../../backend/lib/content-cache'
import { installPageStore, PageStore, PURGE_HOLD_MS } from '../../../lib/page-cache/page-store'
import { closeRedisClients, createRedisClient, redisClient } from '../../../lib/redis/client.mjs'
import { invalidationChannel, publishInvalidation, subscribeInvalidations, type TInvalidation } from '../../../lib/redis/invalidation'
import { lineChild, ownRedisServer, sleep, TEST_REDIS_URL, testKeyPrefix, waitFor } from './redis-test'

/**
 * Cache purges reach every app instance through Redis (docs/decisions/020): a save through one drops the kept
 * pages and content of the others within a second, with the same holds as a local save.
 */
const listener = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/invalidation-listener.ts')
const tsx = path.resolve('node_modules/.bin/tsx')
const page = (body: string) => ({ status: 200, headers: {}, body: Buffer.from(body), expiresAt: Date.now() + 60_000 })

const prefix = testKeyPrefix('fanout')
const previousPrefix = process.env.REDIS_KEY_PREFIX
const clients: Redis[] = []
const client = async (name: string, url = TEST_REDIS_URL) => {
  const created = createRedisClient(url, name)
  clients.push(created)
  await waitFor(() => created.status === 'ready')
  return created
}
const subscriber = (name: string, url = TEST_REDIS_URL) => {
  const created = createRedisClient(url, name, { enableOfflineQueue: true, maxRetriesPerRequest: null, retryStrategy: () => 100 })
  clients.push(created)
  return created
}
const subscribers = async (publisher: Redis) => Number(((await publisher.pubsub('NUMSUB', invalidationChannel())) as [string, number])[1])

beforeAll(() => {
  process.env.REDIS_KEY_PREFIX = prefix
})
afterAll(async () => {
  process.env.REDIS_KEY_PREFIX = previousPrefix
  if (previousPrefix === undefined) delete process.env.REDIS_KEY_PREFIX
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('lpi.page-cache.store')] = undefined
  clients.forEach((each) => each.disconnect())
})

describe('between two processes', () => {
  const other = lineChild(tsx, [listener], { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, NODE_ENV: 'production' })
  let publisher: Redis

  beforeAll(async () => {
    publisher = await client('test-publisher')
    await other.next((line) => line.event === 'started')
    await waitFor(async () => (await subscribers(publisher)) >= 1)
  })
  afterAll(() => other.stop())

  it('a page purge published here reaches the other process within 1 s', async () => {
    const sent = Date.now()
    publishInvalidation({ kind: 'pages' }, publisher, 'test')
    await other.next((line) => line.event === 'pages', 1_000)
    expect(Date.now() - sent).toBeLessThan(1_000)
  })

  it("an editor's save here (revalidateTags, the hooks of globals and collections) purges the other process's pages within 1 s", async () => {
    // The process's own client, as the server's hooks use it; closed after, so no later test file inherits it.
    process.env.REDIS_URL = TEST_REDIS_URL
    try {
      await waitFor(() => redisClient()?.status === 'ready')
      const sent = Date.now()
      revalidateTags('static-test')()
      await other.next((line) => line.event === 'pages', 1_000)
      expect(Date.now() - sent).toBeLessThan(1_000)
    } finally {
      delete process.env.REDIS_URL
      await closeRedisClients()
    }
  })

  it("a content forget there (forgetContent, the collections' hooks) reaches this process within 1 s", async () => {
    const seen: TInvalidation[] = []
    const unsubscribe = await subscribeInvalidations((message) => seen.push(message), subscriber('test-subscriber'), 'test')
    const sent = Date.now()
    other.send({ op: 'forget', source: 'courses' })
    await waitFor(() => seen.length > 0, 1_000, 5)
    expect(Date.now() - sent).toBeLessThan(1_000)
    expect(seen).toEqual([{ kind: 'content', source: 'courses' }])
    await unsubscribe()
  })

  it('a process ignores its own messages (it has applied them already)', async () => {
    const seen: TInvalidation[] = []
    const unsubscribe = await subscribeInvalidations((message) => seen.push(message), subscriber('test-self'), 'test')
    publishInvalidation({ kind: 'content', source: 'media' }, publisher, 'test')
    await other.next((line) => line.event === 'content' && line.source === 'media', 1_000)
    await sleep(50)
    expect(seen).toEqual([])
    await unsubscribe()
  })
})

describe('on the receiving process', () => {
  it('a purge from elsewhere holds as a local one: nothing rendered before it, nor for PURGE_HOLD_MS, is kept', async () => {
    const store = installPageStore(new PageStore())
    const unsubscribe = await subscribeInvalidations(applyInvalidation, subscriber('test-receiver'), 'receiver')
    const before = store.generation
    store.set('/id', page('old'), before)
    publishInvalidation({ kind: 'pages' }, await client('test-sender'), 'sender')
    await waitFor(() => store.generation > before, 1_000, 5)
    expect(store.size).toBe(0)
    store.set('/id', page('rendered before'), before)
    store.set('/id', page('rendered during the hold'), store.generation)
    expect(store.size).toBe(0)
    await sleep(PURGE_HOLD_MS + 50)
    store.set('/id', page('new'), store.generation)
    expect(store.size).toBe(1)
    await unsubscribe()
  })

  it('a forget from elsewhere drops what was read from the collection and keeps nothing read from it for HOLD_MS', async () => {
    const unsubscribe = await subscribeInvalidations(applyInvalidation, subscriber('test-receiver-2'), 'receiver')
    const load = vi.fn(async () => ({ title: 'course' }))
    const key = `course:${prefix}`
    await contentCache().read(['courses'], key, load)
    await contentCache().read(['courses'], key, load)
    expect(load).toHaveBeenCalledTimes(1)
    publishInvalidation({ kind: 'content', source: 'courses' }, await client('test-sender-2'), 'sender')
    await waitFor(async () => (await contentCache().read(['courses'], key, load), load.mock.calls.length > 1), 1_000, 5)
    await contentCache().read(['courses'], key, load) // still held: read again, not kept
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(3)
    await sleep(HOLD_MS + 50)
    const calls = load.mock.calls.length
    await contentCache().read(['courses'], key, load)
    await contentCache().read(['courses'], key, load)
    expect(load.mock.calls.length).toBe(calls + 1)
    await unsubscribe()
  })
})

describe('when Redis goes away', () => {
  const server = ownRedisServer(Number(process.env.TEST_REDIS_DOWN_PORT || 3418) + 1)

  beforeAll(() => server.start())
  afterAll(() => server.stop())

  it('publishing does not throw, and a subscriber that lost its connection drops everything kept once it is back', async () => {
    const seen: TInvalidation[] = []
    await subscribeInvalidations((message) => seen.push(message), subscriber('test-resync', server.url), 'resync')
    const publisher = await client('test-down-publisher', server.url)
    await server.stop()
    await waitFor(() => publisher.status !== 'ready')
    expect(() => publishInvalidation({ kind: 'pages' }, publisher, 'sender')).not.toThrow()
    await server.start()
    await waitFor(() => seen.some((message) => message.kind === 'resync'), 10_000)
    await waitFor(() => publisher.status === 'ready', 10_000)
    await waitFor(async () => (await subscribers(publisher)) >= 1, 10_000)
    publishInvalidation({ kind: 'pages' }, publisher, 'sender')
    await waitFor(() => seen.some((message) => message.kind === 'pages'), 1_000)
  })
})
