/**
 * Child process of parallel-start.int.test.ts: under the migration lock, "migrates" the way a real step does
 * (look, think a while, then write only if nothing was written). Without the lock, parallel runs all write.
 */
import pg from 'pg'
import { withMigrationLock } from '../../../backend/operations/migration-lock'

const table = process.argv[2]
await withMigrationLock(async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
  await new Promise((resolve) => setTimeout(resolve, 500))
  if (rows[0]?.n === 0) await client.query(`INSERT INTO ${table} (pid) VALUES ($1)`, [process.pid])
  await client.end()
}, () => undefined)
