import os from 'node:os'
import path from 'node:path'

export type TTestDb = 'sqlite' | 'postgres'

export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'
// Overridable so parallel checkouts on one machine don't drop each other's database.
export const POSTGRES_TEST_DB = process.env.POSTGRES_TEST_DB || 'portal_int'
// Tests never read data/.payload-secret or data/portal.db.
export const TEST_PAYLOAD_SECRET = 'integration-test-secret'

export function testDb(): TTestDb {
  const value = process.env.TEST_DB ?? 'sqlite'
  if (value !== 'sqlite' && value !== 'postgres') throw new Error(`TEST_DB must be sqlite or postgres, got ${value}`)
  return value
}

export function sqliteTestFile(): string {
  return path.join(os.tmpdir(), `portal-int-${process.pid}.db`)
}

export function testDatabaseUrl(db: TTestDb): string {
  return db === 'postgres'
    ? `postgres://postgres@127.0.0.1:5432/${POSTGRES_TEST_DB}`
    : `file:${sqliteTestFile()}`
}
