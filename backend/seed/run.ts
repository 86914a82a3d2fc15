/**
 * `npm run seed` / `npm run seed:if-empty` (tsx backend/seed/run.ts [--if-empty]).
 * With --if-empty it leaves the content of a database that already has users untouched (safe to run on
 * every start) and only brings its provinces and cities up to date.
 * Not `payload run`: it drops --flags from argv and sometimes exits 0 without running (payloadcms/payload#17757).
 */
import { runScript } from '../lib/run-script'
import { seed } from './index'
import { syncRegions } from './regions/sync-regions'

await runScript('Seed', async (payload) => {
  const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
  if (process.argv.includes('--if-empty') && users > 0) {
    // Reference data, not demo content: a database seeded before gets provinces and cities it lacks.
    const { created, updated } = await syncRegions(payload)
    return `Seed skipped: the database already has ${users} user(s); regions: ${created} created, ${updated} updated.`
  }
  await seed(payload)
  return 'Seed done: demo content and accounts created.'
})
