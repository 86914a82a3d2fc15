import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Migration, Payload } from 'payload'
import type { TestProject } from 'vitest/node'
import { loadTestConfig } from './config'
import {
  POSTGRES_ADMIN_URL,
  POSTGRES_TEST_DB,
  TEST_PAYLOAD_SECRET,
  sqliteTestFile,
  testDatabaseUrl,
  testDb,
  type TTestDb,
} from './database'
import { warmUpLexical } from '../../../backend/lib/warm-up-lexical'
import { startTestStorage } from './storage'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    payloadSecret: string
    uploadDir: string
    storageEnv: Record<string, string>
  }
}

async function asPostgresAdmin(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

function hasClose(value: unknown): value is { close: () => void } {
  return typeof value === 'object' && value !== null && 'close' in value && typeof value.close === 'function'
}

/**
 * payload.destroy() leaves connections open, which would keep this process alive after the run.
 * The postgres adapter holds one pool client checked out for good (pool.end() never settles), so the
 * server ends this process's sessions; no worker has connected yet.
 */
async function disconnect(payload: Payload): Promise<void> {
  const { pool, client } = payload.db
  await payload.destroy()
  if (hasClose(client)) client.close()
  if (pool) {
    void pool.end()
    await asPostgresAdmin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${POSTGRES_TEST_DB}' AND pid <> pg_backend_pid()`,
    )
  }
}

function removeSqliteFiles(): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(`${sqliteTestFile()}${suffix}`, { force: true })
}

/**
 * The committed migrations, loaded through Vite from the adapter's index.ts (the list `payload migrate:create`
 * maintains). payload.db.migrate() without arguments would import the .ts files natively, which Node 20 cannot.
 */
async function committedMigrations(db: TTestDb): Promise<Migration[]> {
  const { migrations } =
    db === 'postgres'
      ? await import('../../../backend/migrations/postgres/index')
      : await import('../../../backend/migrations/sqlite/index')
  // Payload types Migration.up/down as taking `unknown`; the adapters' MigrateUpArgs are narrower.
  return migrations as Migration[]
}

async function migrate(db: TTestDb): Promise<void> {
  await warmUpLexical()
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config: await loadTestConfig() })
  try {
    await payload.db.migrate({ migrations: await committedMigrations(db) })
  } finally {
    await disconnect(payload)
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const db = testDb()
  const databaseUrl = testDatabaseUrl(db)
  if (db === 'sqlite') removeSqliteFiles()
  else await asPostgresAdmin(`DROP DATABASE IF EXISTS ${POSTGRES_TEST_DB} WITH (FORCE)`, `CREATE DATABASE ${POSTGRES_TEST_DB}`)

  // Before the config is imported anywhere. Workers get the values through inject() (tests/int/setup/env.ts).
  process.env.DATABASE_URL = databaseUrl
  process.env.PAYLOAD_SECRET = TEST_PAYLOAD_SECRET
  // The schema must come from the committed migrations, never from a developer's opt-in push.
  delete process.env.PAYLOAD_DB_PUSH
  project.provide('databaseUrl', databaseUrl)
  project.provide('payloadSecret', TEST_PAYLOAD_SECRET)
  // Uploads made by tests (seeded covers) go to a scratch folder, never the developer's data/media.
  const uploadDir = path.join(os.tmpdir(), `portal-int-media-${process.pid}`)
  project.provide('uploadDir', uploadDir)
  // TEST_STORAGE=s3: uploads go to a local S3-compatible server for this run (tests/int/setup/storage.ts).
  const storage = await startTestStorage()
  project.provide('storageEnv', storage.env)

  await migrate(db)

  return async () => {
    await storage.stop()
    if (db === 'sqlite') removeSqliteFiles()
    fs.rmSync(uploadDir, { recursive: true, force: true })
  }
}
