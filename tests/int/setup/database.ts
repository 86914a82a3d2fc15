import os from 'node:os'
import path from 'node:path'

export type TTestDb = 'sqlite' | 'postgres'

export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'
// Overridable so parallel checkouts on one machine don't drop each other's database.
export const POSTGRES_TEST_DB = process.env.POSTGRES_TEST_DB || 'portal_int'
// Tests never read data/.payload-secret or data/portal.db.
export const TEST_PAYLOAD_SECRET = 'integration-test-secret'
// Nor data/.certificate-signing-key.jwk: credentials in tests are signed with this throwaway Ed25519 key.
export const TEST_CERTIFICATE_SIGNING_KEY = JSON.stringify({ kty: 'OKP', crv: 'Ed25519', d: 'YCBCE189VdF6Mr8KdhMM3LHOfJCfi9vtSiFetvyNeXs', x: 'M64glKD_zs8pRfIUMKGpO3jgc0VE8aLAP-8UHW8510U' })

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
