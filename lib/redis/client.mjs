/**
 * The process's Redis connections (docs/decisions/020), when `REDIS_URL` is set: one client for commands (Next's
 * cache handler, counters, publishing) and one for subscriptions. Plain JavaScript because Next.js imports its
 * cache handler with Node's own `import()`, while the app's bundles import this file too: the clients hang on the
 * process so every copy of this module shares them.
 *
 * A dead Redis must never hold a request: commands are refused at once while the connection is down (no offline
 * queue) and time out after COMMAND_TIMEOUT_MS when it hangs; callers fall back to local state. ioredis reconnects
 * by itself, every RECONNECT_MAX_MS at most.
 */
import os from 'node:os'
import { Redis } from 'ioredis'

const COMMAND_TIMEOUT_MS = 500
const CONNECT_TIMEOUT_MS = 2_000
const RECONNECT_MAX_MS = 2_000

/** Options that keep a call from waiting on a Redis that is down; also given to Payload's KV client. */
export const FAIL_FAST_OPTIONS = Object.freeze({
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: CONNECT_TIMEOUT_MS,
  commandTimeout: COMMAND_TIMEOUT_MS,
  retryStrategy: (/** @type {number} */ times) => Math.min(times * 100, RECONNECT_MAX_MS),
})

const STATE_KEY = Symbol.for('lpi.redis')

/** @returns {{ commands?: Redis, subscriber?: Redis, processId?: string }} */
function state() {
  const global = /** @type {Record<symbol, object>} */ (/** @type {unknown} */ (globalThis))
  return /** @type {{ commands?: Redis, subscriber?: Redis, processId?: string }} */ ((global[STATE_KEY] ??= {}))
}

/** @returns {string | undefined} */
export function redisUrl() {
  return process.env.REDIS_URL || undefined
}

/** Every key and channel starts with it, so several installs (or test runs) can share one Redis. */
export function redisKeyPrefix() {
  return process.env.REDIS_KEY_PREFIX ?? 'portal:'
}

/** Names this process in the messages it publishes, so it can skip its own. */
export function processId() {
  const current = state()
  return (current.processId ??= `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 10)}`)
}

/** @type {WeakMap<Redis, Promise<void>>} */
const firstAttempts = new WeakMap()

/**
 * Settles once a new client's first connection attempt has succeeded or failed: a call made as the process starts
 * waits for it (CONNECT_TIMEOUT_MS at most) instead of being refused as if Redis were down. At once afterwards.
 * @param {Redis} client
 */
export function firstConnectionAttempt(client) {
  return firstAttempts.get(client) ?? Promise.resolve()
}

/**
 * A client that logs the first error of an outage and its end, not every reconnect attempt.
 * @param {string} url
 * @param {string} name
 * @param {import('ioredis').RedisOptions} [options]
 */
export function createRedisClient(url, name, options = FAIL_FAST_OPTIONS) {
  const client = new Redis(url, { ...options, connectionName: name })
  const attempt = new Promise((resolve) => {
    client.once('ready', resolve).once('error', resolve).once('end', resolve)
    setTimeout(resolve, CONNECT_TIMEOUT_MS).unref()
  }).then(() => firstAttempts.delete(client))
  firstAttempts.set(client, attempt)
  let down = false
  client.on('error', (/** @type {Error} */ error) => {
    if (down) return
    down = true
    console.warn(`[redis] ${name}: ${error.message}; local state answers until it is back`)
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    console.info(`[redis] ${name}: connected again`)
  })
  return client
}

/** The command client, or null when REDIS_URL is unset (everything stays in the process). */
export function redisClient() {
  const url = redisUrl()
  if (!url) return null
  const current = state()
  return (current.commands ??= createRedisClient(url, 'commands'))
}

/**
 * The subscription client. Its SUBSCRIBE waits for the connection however long Redis is away (a queue does no harm
 * here: no request waits on it), and ioredis subscribes again after each reconnect.
 */
export function redisSubscriber() {
  const url = redisUrl()
  if (!url) return null
  const current = state()
  return (current.subscriber ??= createRedisClient(url, 'subscriber', { ...FAIL_FAST_OPTIONS, enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined }))
}

/** Closes this process's clients (tests, shutdown). */
export async function closeRedisClients() {
  const current = state()
  const clients = [current.commands, current.subscriber].filter((client) => client !== undefined)
  current.commands = current.subscriber = undefined
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())))
}
