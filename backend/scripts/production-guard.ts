/**
 * First step of `npm run migrate` (so of build, setup and start) and of the seeds: with APP_ENV=production,
 * refuses to go on, exit code 1, while the configuration is not fit for a public site (lib/runtime/production-guard.ts);
 * with MULTI_INSTANCE=true, while the instances would not share their secrets and database.
 * Kept free of Payload and the database so it answers in an instant.
 */
import { multiInstanceProblems, productionProblems } from '../../lib/runtime/production-guard'

const problems = productionProblems()
if (problems.length) {
  console.error(['APP_ENV=production, but the app is not configured for it:', ...problems.map((problem) => `  - ${problem}`)].join('\n'))
  console.error('Fix these (see .env.example), or leave APP_ENV unset for a local demo.')
  process.exit(1)
}

const sharing = multiInstanceProblems()
if (sharing.length) {
  console.error(['MULTI_INSTANCE=true, but the instances would not share what they must:', ...sharing.map((problem) => `  - ${problem}`)].join('\n'))
  console.error('Fix these (see docs/decisions/023-operations-health-shutdown-locks-backups.md), or unset MULTI_INSTANCE for a single instance.')
  process.exit(1)
}
