/**
 * `npm run bench:load` step: the simulated learners' accounts (tsx bench/load-learners.ts <count> <password>).
 * Active learner accounts with the portal's argon2id password, as the seed makes them. One hash serves every
 * account (hashing 200 times would only slow the setup down), and rows go in through the adapter: Payload's own
 * PBKDF2 password (600k rounds, only for /admin) is not set for learners anyway. Each learner then signs in
 * through the real HTTP login API (bench/load/learner.mjs).
 */
import { runScript } from '../backend/lib/run-script'
import { hashPassword } from '../backend/services/account/password-hash'

const count = Number(process.argv[2])
const password = process.argv[3]
if (!Number.isInteger(count) || count < 1 || !password) {
  console.error('usage: tsx bench/load-learners.ts <count> <password>')
  process.exit(1)
}

// The same addresses as learnerEmail in bench/load/learner.mjs.
const learnerEmail = (index: number) => `load-learner-${String(index).padStart(3, '0')}@bench.lpi.test`

await runScript('Load learners', async (payload) => {
  const passwordHash = await hashPassword(password)
  const now = new Date().toISOString()
  for (let index = 1; index <= count; index++) {
    await payload.db.create({
      collection: 'users',
      data: {
        email: learnerEmail(index),
        fullName: `Load Learner ${index}`,
        role: 'learner',
        loginType: 'default',
        isVerified: true,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      },
    })
  }
  return `Load learners: ${count} accounts created.`
})
