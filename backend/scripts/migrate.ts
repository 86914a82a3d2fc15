/**
 * `npm run migrate`: applies the committed migrations of the configured database's adapter.
 * Used instead of `payload migrate`, whose cold load of the config can exit 0 without migrating
 * (see backend/lib/run-script.ts); the migration list is the index.ts that migrate:create maintains.
 */
import type { Migration } from 'payload'
import { usesPostgres } from '../lib/database-url'
import { runScript } from '../lib/run-script'

await runScript('Migrate', async (payload) => {
  const { migrations } = usesPostgres()
    ? await import('../migrations/postgres/index')
    : await import('../migrations/sqlite/index')
  // Payload types Migration.up/down as taking `unknown`; the adapters' argument types are narrower.
  await payload.db.migrate({ migrations: migrations as Migration[] })
  return 'Migrations applied.'
})
