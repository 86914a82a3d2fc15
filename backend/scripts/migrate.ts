/**
 * `npm run migrate`: applies the committed migrations of the configured database's adapter.
 * Used instead of `payload migrate`, whose cold load of the config can exit 0 without migrating
 * (see backend/lib/run-script.ts); the migration list is the index.ts that migrate:create maintains.
 */
import type { Migration } from 'payload'
import { usesPostgres } from '../lib/database-url'
import { runScript } from '../lib/run-script'
import { ensureSearchIndex } from '../search/rebuild-search-index'

await runScript('Migrate', async (payload) => {
  const { migrations } = usesPostgres()
    ? await import('../migrations/postgres/index')
    : await import('../migrations/sqlite/index')
  // Payload types Migration.up/down as taking `unknown`; the adapters' argument types are narrower.
  await payload.db.migrate({ migrations: migrations as Migration[] })
  // A database whose content predates the search index gets it built once.
  await ensureSearchIndex(payload)
  return 'Migrations applied.'
})
