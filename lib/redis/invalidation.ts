import type { Redis } from 'ioredis'
import { firstConnectionAttempt, processId, redisClient, redisKeyPrefix, redisSubscriber } from './client.mjs'

/**
 * What one process tells the others when an editor saves (docs/decisions/020): drop the kept pages, or what the
 * content cache read from a collection. `resync` is never sent: a subscriber that lost its connection applies it
 * itself, since it may have missed messages meanwhile.
 */
export type TInvalidation = { kind: 'pages' } | { kind: 'content'; source: string } | { kind: 'resync' }
type TMessage = TInvalidation & { from: string }

export const invalidationChannel = () => `${redisKeyPrefix()}invalidate`

const inFlight = new Set<Promise<unknown>>()

/** Tells the other processes; a no-op without REDIS_URL, and a lost message while Redis is down (they resync). */
export function publishInvalidation(message: TInvalidation, client: Redis | null = redisClient(), from = processId()): void {
  if (!client) return
  const payload = JSON.stringify({ ...message, from } satisfies TMessage)
  const sent = firstConnectionAttempt(client)
    .then(() => client.publish(invalidationChannel(), payload))
    .catch(() => undefined)
    .finally(() => inFlight.delete(sent))
  inFlight.add(sent)
}

/**
 * Resolves once Redis has answered every message published so far (it hands a message to every subscriber's
 * connection before it answers), or refused it: bounded by the client's command timeout, never rejected. A save
 * waits for it before its answer, so another instance has its purge before a visitor sent there can ask.
 */
export function invalidationsSent(): Promise<void> {
  return Promise.allSettled([...inFlight]).then(() => undefined)
}

function parse(raw: string): { from: string; invalidation: TInvalidation } | null {
  try {
    const message = JSON.parse(raw) as Partial<TMessage>
    if (typeof message.from !== 'string') return null
    if (message.kind === 'pages') return { from: message.from, invalidation: { kind: 'pages' } }
    if (message.kind === 'content' && typeof message.source === 'string') return { from: message.from, invalidation: { kind: 'content', source: message.source } }
  } catch {
    // Not ours: ignored.
  }
  return null
}

/**
 * Applies every other process's message with `apply`, and `resync` after a lost connection comes back. Resolves
 * once subscribed; the answer unsubscribes.
 */
export async function subscribeInvalidations(apply: (message: TInvalidation) => void, subscriber: Redis, self = processId()): Promise<() => Promise<void>> {
  const channel = invalidationChannel()
  const safely = (message: TInvalidation) => {
    try {
      apply(message)
    } catch (error) {
      console.error('[redis] applying an invalidation failed', error)
    }
  }
  let lost = false
  const onMessage = (from: string, raw: string) => {
    const message = from === channel ? parse(raw) : null
    if (message && message.from !== self) safely(message.invalidation)
  }
  const onClose = () => (lost = true)
  const onReady = () => {
    if (!lost) return
    lost = false
    safely({ kind: 'resync' })
  }
  subscriber.on('message', onMessage).on('close', onClose).on('ready', onReady)
  await subscriber.subscribe(channel)
  return async () => {
    subscriber.off('message', onMessage).off('close', onClose).off('ready', onReady)
    await subscriber.unsubscribe(channel).catch(() => undefined)
  }
}

const STARTED_KEY = Symbol.for('lpi.redis.invalidations')

/**
 * Subscribes this process once (the server's start), and connects its command client then, so that the first
 * save's message is not refused while it connects; a no-op without REDIS_URL. Does not wait for Redis: a server
 * started while Redis is down answers from local state and subscribes when it comes.
 */
export function startInvalidations(apply: (message: TInvalidation) => void): void {
  const subscriber = redisSubscriber()
  const global = globalThis as typeof globalThis & { [STARTED_KEY]?: boolean }
  if (!subscriber || global[STARTED_KEY]) return
  global[STARTED_KEY] = true
  redisClient()
  subscribeInvalidations(apply, subscriber).catch((error: unknown) => console.error('[redis] subscribing to invalidations failed', error))
}
