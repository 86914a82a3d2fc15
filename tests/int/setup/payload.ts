import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'
import type { User } from '../../../backend/payload-types'
import { loadTestConfig } from './config'

let instance: Promise<Payload> | undefined

/** The Payload instance for this run's database (TEST_DB), created once per worker. */
export function getTestPayload(): Promise<Payload> {
  instance ??= (async () => {
    const expected = inject('databaseUrl')
    if (process.env.DATABASE_URL !== expected) throw new Error(`DATABASE_URL is not the test database (${expected})`)
    // cron: the jobs queue runs as in the app (JOBS_AUTORUN), so queued mail reaches the test's SMTP server.
    return getPayload({ config: await loadTestConfig(), cron: true })
  })()
  return instance
}

let counter = 0

/** A distinct value per call, so tests sharing one database never collide. */
export function unique(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}`
}

export async function createUser(role: User['role']): Promise<User> {
  const payload = await getTestPayload()
  const user = await payload.create({
    collection: 'users',
    data: { email: `${unique(role)}@example.test`, password: 'Secret-123!', fullName: `Test ${role}`, role },
  })
  // Shaped like the user Payload puts on an authenticated request.
  return { ...user, collection: 'users' }
}
