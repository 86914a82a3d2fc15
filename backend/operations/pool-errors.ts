import type { Payload } from 'payload'

type TEmitter = { on: (event: 'error', listener: (error: Error) => void) => unknown }
type TPool = TEmitter & { on: (event: 'connect', listener: (client: TEmitter) => void) => unknown; _clients?: TEmitter[] }

/**
 * pg's pool re-emits the error of an idle connection the server closed (a restart, a failover): with no listener
 * Node treats it as uncaught and the whole process exits. The pool has already dropped that connection and opens
 * a new one on the next query, so logging is all there is to do; that is what lets the app ride out an outage.
 * A connection that is checked out (a transaction between two statements) emits on its own client, not the pool:
 * every client gets the same listener, so an outage in the middle of a transaction fails that transaction's next
 * statement instead of the process (CI's database-outage test caught "Connection terminated unexpectedly" uncaught).
 */
export function survivePoolErrors(payload: Payload): void {
  const pool = (payload.db as { pool?: TPool }).pool
  if (!pool) return
  const log = (error: Error) => payload.logger.warn(`Database connection lost (${error.message}); the pool reconnects on the next query.`)
  pool.on('error', log)
  const watched = new WeakSet<TEmitter>()
  const watch = (client: TEmitter) => {
    if (watched.has(client)) return
    watched.add(client)
    client.on('error', log)
  }
  for (const client of pool._clients ?? []) watch(client)
  pool.on('connect', watch)
}
