import pg from 'pg'
import { databaseUrl, usesPostgres } from '../../lib/runtime/database-url'

/** The first half of every key-lock's two-part advisory key (apart from the migration lock's one-part key). */
const KEY_LOCK_NAMESPACE = 21_000_027
const RETRY_MS = 25
/** After this long the task runs without the lock: one slow holder must not stall an account's sign-ins for good. */
const GIVE_UP_MS = 10_000

const tails = new Map<string, Promise<void>>()

/** One call per key at a time in this process: each waits for the one before it to settle. */
async function inThisProcess<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve()
  let release = () => {}
  const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)))
  tails.set(key, tail)
  await previous
  try {
    return await task()
  } finally {
    release()
    if (tails.get(key) === tail) tails.delete(key)
  }
}

let lockClient: Promise<pg.Client> | null = null

/**
 * One connection per process, outside the pool, holds this process's key locks. A lock waiting on a pool
 * connection could starve the very calls it waits for; one connection bounds what locks cost the database.
 */
function sharedLockClient(): Promise<pg.Client> {
  if (!lockClient) {
    // Bounded waits: a database that takes connections but does not answer must not hold sign-ins; they run unlocked.
    const client = new pg.Client({ connectionString: databaseUrl(), connectionTimeoutMillis: 5_000, query_timeout: 5_000 })
    const forget = () => {
      if (lockClient === opening) lockClient = null
    }
    client.on('error', forget)
    client.on('end', forget)
    const opening = client.connect().then(() => {
      // An idle lock connection alone must not keep a process (a script, a test run) from exiting.
      ;(client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.()
      return client
    })
    opening.catch(forget)
    lockClient = opening
  }
  return lockClient
}

async function acrossInstances<T>(key: string, task: () => Promise<T>): Promise<T> {
  let client: pg.Client | null = null
  try {
    client = await sharedLockClient()
    const giveUpAt = Date.now() + GIVE_UP_MS
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [KEY_LOCK_NAMESPACE, key])
      if (rows[0]?.locked) break
      if (Date.now() > giveUpAt) {
        client = null
        break
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    }
  } catch {
    // No lock connection, or no answer on it: run as if there were one instance. The connection is closed so that
    // PostgreSQL releases whatever it held, including a lock granted after its answer timed out here.
    void lockClient?.then((stale) => stale.end()).catch(() => undefined)
    lockClient = null
    client = null
  }
  try {
    return await task()
  } finally {
    await client?.query('SELECT pg_advisory_unlock($1, hashtext($2))', [KEY_LOCK_NAMESPACE, key]).catch(() => undefined)
  }
}

/**
 * Runs `task` while no other call with the same key runs, in this process and, on PostgreSQL, on every instance
 * sharing the database (a session advisory lock, tried every 25 ms). For read-modify-write steps no transaction
 * covers, such as Payload's sign-in rewriting an account's session list.
 */
export function withKeyLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  return inThisProcess(key, () => (usesPostgres() ? acrossInstances(key, task) : task()))
}
