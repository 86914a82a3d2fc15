import type { Payload } from 'payload'

type TEmitter = { on: (event: 'error', listener: (error: Error) => void) => unknown }

/**
 * pg's pool re-emits the error of an idle connection the server closed (a restart, a failover): with no listener
 * Node treats it as uncaught and the whole process exits. The pool has already dropped that connection and opens
 * a new one on the next query, so logging is all there is to do; that is what lets the app ride out an outage.
 */
export function survivePoolErrors(payload: Payload): void {
  const pool = (payload.db as { pool?: TEmitter }).pool
  pool?.on('error', (error) => payload.logger.warn(`Database connection lost (${error.message}); the pool reconnects on the next query.`))
}
