/**
 * `npm run migrate`: applies the committed migrations of the configured database's adapter.
 * Used instead of `payload migrate`, whose cold load of the config can exit 0 without migrating
 * (see backend/lib/run-script.ts); the migration list is the index.ts that migrate:create maintains.
 */
import type { Migration, Payload } from 'payload'
import { usesPostgres } from '../../lib/runtime/database-url'
import { runScript } from '../lib/run-script'
import { withMigrationLock } from '../operations/migration-lock'
import { ensureSearchIndex } from '../search/rebuild-search-index'
import { relocateUploads } from '../uploads/relocate-uploads'

async function migrate(payload: Payload): Promise<string> {
  const { migrations } = usesPostgres()
    ? await import('../migrations/postgres/index')
    : await import('../migrations/sqlite/index')
  // Payload types Migration.up/down as taking `unknown`; the adapters' argument types are narrower.
  await payload.db.migrate({ migrations: migrations as Migration[] })
  // A database whose content predates the search index gets it built once.
  await ensureSearchIndex(payload)
  // Files of an install from before upload folders were siblings and private files had random names.
  const { moved, renamed } = await relocateUploads(payload)
  return `Migrations applied.${moved || renamed ? ` Uploads: ${moved} media files moved, ${renamed} private files renamed.` : ''}`
}

// Under a lock: several instances starting at once must not apply the same migration twice.
await runScript('Migrate', (payload) => withMigrationLock(() => migrate(payload)))
