/**
 * `npm run seed` / `npm run seed:if-empty` (tsx backend/seed/run.ts [--if-empty]).
 * With --if-empty it leaves a database that already has users untouched (safe to run on every start).
 * Not `payload run`: it drops --flags from argv and sometimes exits 0 without running (payloadcms/payload#17757).
 */
import { runScript } from '../lib/run-script'
import { seed } from './index'

await runScript('Seed', async (payload) => {
  const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
  if (process.argv.includes('--if-empty') && users > 0) return `Seed skipped: the database already has ${users} user(s).`
  await seed(payload)
  return 'Seed done: demo content and accounts created.'
})
