/**
 * `npm run seed` / `npm run seed:if-empty` (tsx backend/seed/run.ts [--if-empty]).
 * With --if-empty it leaves a database that already has users untouched (safe to run on every start).
 * Not `payload run`: it drops --flags from argv and sometimes exits 0 without running (payloadcms/payload#17757).
 */

// If a module import or database call never settles, Node would exit 0 as if the seed had succeeded.
// Registered before the imports so it catches that too.
process.once('beforeExit', () => {
  console.error('Seed failed: it stopped before finishing (a module import or database call never settled).')
  process.exit(1)
})

try {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { seed } = await import('./index')
  const payload = await getPayload({ config })
  const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
  if (process.argv.includes('--if-empty') && users > 0) {
    console.log(`Seed skipped: the database already has ${users} user(s).`)
  } else {
    await seed(payload)
    console.log('Seed done: demo content and accounts created.')
  }
  process.exit(0)
} catch (error) {
  console.error('Seed failed:', error)
  process.exit(1)
}

export {}
