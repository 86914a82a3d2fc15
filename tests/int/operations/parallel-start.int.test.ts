import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { POSTGRES_ADMIN_URL, POSTGRES_TEST_DB, testDb } from '../setup/database'

/** Issue 21: instances starting together migrate and seed one at a time (backend/operations/migration-lock.ts). */
type TRun = { code: number | null; output: string }

function run(command: string, args: string[], env: Record<string, string>): Promise<TRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

async function sql<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

const databaseUrl = (name: string) => `postgres://postgres@127.0.0.1:5432/${name}`

describe.skipIf(testDb() !== 'postgres')('the migration lock', () => {
  it('lets exactly one of three processes do a check-then-write step', async () => {
    const url = databaseUrl(POSTGRES_TEST_DB)
    const table = `lock_probe_${process.pid}`
    await sql(url, `CREATE TABLE ${table} (pid int)`)
    const probe = path.resolve('tests/int/operations/lock-probe.ts')
    const runs = await Promise.all([1, 2, 3].map(() => run(process.execPath, ['--import', 'tsx', probe, table], { DATABASE_URL: url })))
    for (const result of runs) expect(result.code, result.output).toBe(0)
    expect(await sql(url, `SELECT pid FROM ${table}`)).toHaveLength(1)
    await sql(url, `DROP TABLE ${table}`)
  }, 120_000)

  // The real thing: three `npm run migrate && npm run seed:if-empty` on a fresh database. About 4 minutes on a
  // loaded 2-core machine, so on demand only: OPS_PARALLEL_START=1.
  it.runIf(process.env.OPS_PARALLEL_START === '1')('three instances starting at once migrate once and seed once', async () => {
    const name = `${POSTGRES_TEST_DB}_start`
    await sql(POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await sql(POSTGRES_ADMIN_URL, `CREATE DATABASE ${name}`)
    const env = {
      DATABASE_URL: databaseUrl(name),
      PAYLOAD_SECRET: 'parallel-start-secret-of-at-least-32-chars',
      UPLOAD_DIR: path.join(os.tmpdir(), `portal-parallel-start-${process.pid}`),
      DEMO_PASSWORD: 'Parallel-Start-123!',
    }
    const runs = await Promise.all([1, 2, 3].map(() => run('bash', ['-c', 'npm run migrate --silent && npm run seed:if-empty --silent'], env)))
    for (const result of runs) expect(result.code, result.output.slice(-2000)).toBe(0)
    const url = databaseUrl(name)
    const [migrations] = await sql<{ total: number; distinct: number }>(url, 'SELECT count(*)::int AS total, count(DISTINCT name)::int AS distinct FROM payload_migrations')
    expect(migrations.total).toBe(migrations.distinct)
    expect(runs.map((result) => (result.output.match(/Migrating:/g) ?? []).length).filter(Boolean)).toHaveLength(1)
    expect(runs.filter((result) => result.output.includes('Seed done'))).toHaveLength(1)
    expect(await sql(url, 'SELECT id FROM users')).toHaveLength(5)
    await sql(POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }, 900_000)
})
