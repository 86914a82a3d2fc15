import pg from 'pg'
import { databaseUrl, usesPostgres } from '../../lib/runtime/database-url'

/**
 * The advisory lock key every instance's migrate and seed take (any fixed 64-bit number; chosen once, never
 * reused for another purpose in this database).
 */
export const MIGRATION_LOCK_KEY = 2_100_021_023

/**
 * Runs a schema or seed step while holding a PostgreSQL session advisory lock on its own connection, so when N
 * instances start at once exactly one migrates (or seeds) while the others wait, then find nothing left to do.
 * The lock belongs to that connection: if the process dies, PostgreSQL releases it. SQLite needs none: its file
 * belongs to one machine and one `npm start` (MULTI_INSTANCE refuses it), and SQLite itself serialises writers.
 */
export async function withMigrationLock<T>(task: () => Promise<T>, log: (message: string) => void = console.log): Promise<T> {
  const url = databaseUrl()
  if (!usesPostgres(url)) return task()
  const client = new pg.Client({ connectionString: url })
  // A lost lock connection must not crash the process; the step it guards fails on its own connection anyway.
  client.on('error', () => undefined)
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK_KEY])
    if (!rows[0]?.locked) {
      log('Another instance is migrating or seeding this database; waiting for it to finish.')
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    }
    return await task()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    await client.end().catch(() => undefined)
  }
}
