import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createLocalReq } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../backend/seed/demo-accounts'
import { demoCredentials, type TDemoCredentials } from '../../backend/seed/demo-passwords'
import { seedUsers } from '../../backend/seed/users'
import { verifyPassword } from '../../backend/services/account/password-hash'
import { TEST_DEMO_PASSWORD } from '../demo-password.mjs'
import { getTestPayload } from './setup/payload'

// The password every install had until issue 20 (it was printed in the README). Joined here so that a search of the
// repository for it finds no leftover use.
const PUBLISHED_PASSWORD = ['Demo', 'Password', '2026!'].join('-')
// Each seed hashes five passwords with argon2id and three with Payload's PBKDF2 (600k rounds): slow on purpose.
const SLOW = 180_000
const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email)

/** Every quoted or backticked word of 8+ characters in the repository's tracked text files: any password it publishes. */
function repositoryLiterals(): Set<string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js|sh|md|json|example)$/.test(file) && fs.existsSync(file))
  const literals = new Set<string>()
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/(['"`])([^'"`\s\\]{8,64})\1/g)) literals.add(match[2])
  }
  return literals
}

/** A fresh seed's demo accounts (the seed's own step), as the database stores them. */
async function seedDemoAccounts(credentials: TDemoCredentials) {
  const payload = await getTestPayload()
  await seedUsers(payload, await createLocalReq({}, payload), { provinceIds: {}, cityIds: {}, optionIds: {} }, credentials)
  const { docs } = await payload.find({ collection: 'users', where: { email: { in: emails } }, showHiddenFields: true, overrideAccess: true, limit: 10 })
  return docs
}

afterEach(async () => {
  const payload = await getTestPayload()
  await payload.delete({ collection: 'users', where: { email: { in: emails } }, overrideAccess: true })
})

describe('demo accounts of a fresh seed (issue 20, finding 4)', () => {
  it('get passwords of their own: not the published one, not any constant in the repository', async () => {
    const credentials = demoCredentials({})
    expect(credentials.source).toBe('generated')
    const literals = repositoryLiterals()
    // The scan finds a password the repository does hold: the test runs' one.
    expect(literals.has(TEST_DEMO_PASSWORD)).toBe(true)
    for (const { password } of credentials.accounts) {
      expect(password.length).toBeGreaterThanOrEqual(20)
      expect(literals.has(password)).toBe(false)
    }
    const users = await seedDemoAccounts(credentials)
    expect(users.map((user) => user.email).sort()).toEqual([...emails].sort())
    for (const user of users) {
      const mine = credentials.accounts.find((account) => account.email === user.email)!
      expect(await verifyPassword(user.passwordHash, mine.password), `${user.email} signs in with its generated password`).toBe(true)
      for (const known of [PUBLISHED_PASSWORD, TEST_DEMO_PASSWORD]) {
        expect(await verifyPassword(user.passwordHash, known), `${user.email} refuses ${known}`).toBe(false)
      }
    }
    // The admin's /admin password (Payload's own, PBKDF2) is the generated one too.
    const payload = await getTestPayload()
    await expect(payload.login({ collection: 'users', data: { email: DEMO_ACCOUNTS.admin.email, password: PUBLISHED_PASSWORD } })).rejects.toThrow()
    const admin = credentials.accounts.find((account) => account.key === 'admin')!
    expect((await payload.login({ collection: 'users', data: { email: admin.email, password: admin.password } })).user?.email).toBe(admin.email)
  }, SLOW)

  it('differ between two fresh seeds and between accounts', async () => {
    const first = demoCredentials({})
    const firstUsers = await seedDemoAccounts(first)
    await (await getTestPayload()).delete({ collection: 'users', where: { email: { in: emails } }, overrideAccess: true })
    const second = demoCredentials({})
    const secondUsers = await seedDemoAccounts(second)
    const all = [...first.accounts, ...second.accounts].map((account) => account.password)
    expect(new Set(all).size).toBe(all.length)
    // What is stored differs too: the second install's admin does not open with the first one's password.
    const admin = (users: typeof firstUsers) => users.find((user) => user.email === DEMO_ACCOUNTS.admin.email)!
    const firstAdmin = first.accounts.find((account) => account.key === 'admin')!
    expect(await verifyPassword(admin(firstUsers).passwordHash, firstAdmin.password)).toBe(true)
    expect(await verifyPassword(admin(secondUsers).passwordHash, firstAdmin.password)).toBe(false)
  }, SLOW)

  it('take DEMO_PASSWORD in a test run, never in a production app', () => {
    expect(demoCredentials({ DEMO_PASSWORD: TEST_DEMO_PASSWORD }).accounts.every((account) => account.password === TEST_DEMO_PASSWORD)).toBe(true)
    expect(() => demoCredentials({ DEMO_PASSWORD: TEST_DEMO_PASSWORD, APP_ENV: 'production' })).toThrow(/test runs only/)
  })
})
