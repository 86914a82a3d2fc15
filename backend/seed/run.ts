/**
 * `npm run seed` / `npm run seed:if-empty` (tsx backend/seed/run.ts [--if-empty]).
 * Both fill an empty database only. With --if-empty a database that already has users keeps its content
 * (safe to run on every start) and only gets its provinces and cities brought up to date; without it such a
 * database is refused, so the demo accounts' passwords are never replaced behind the file that lists them.
 * Not `payload run`: it drops --flags from argv and sometimes exits 0 without running (payloadcms/payload#17757).
 */
import type { Payload } from 'payload'
import { databaseUrl } from '../../lib/runtime/database-url'
import { runScript } from '../lib/run-script'
import { withMigrationLock } from '../operations/migration-lock'
import { databaseLabel, demoCredentialsFile, keepDemoCredentials, whereDemoCredentialsAre } from './demo-credentials-file'
import { seed } from './index'
import { syncRegions } from './regions/sync-regions'

async function seedIfEmpty(payload: Payload): Promise<string> {
  const file = demoCredentialsFile()
  const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
  if (users > 0) {
    if (!process.argv.includes('--if-empty')) {
      throw new Error(`the database already has ${users} user(s); the seed fills an empty database only (start from a new one).`)
    }
    // Reference data, not demo content: a database seeded before gets provinces and cities it lacks.
    const { created, updated } = await syncRegions(payload)
    return `Seed skipped: the database already has ${users} user(s); regions: ${created} created, ${updated} updated. ${whereDemoCredentialsAre(file)}`
  }
  const credentials = await seed(payload)
  return `Seed done: demo content and accounts created. ${keepDemoCredentials(credentials, file, databaseLabel(databaseUrl()))}`
}

// Under the migration lock: instances starting together count users one after another, so one seeds.
await runScript('Seed', (payload) => withMigrationLock(() => seedIfEmpty(payload)))
