import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { POSTGRES_ADMIN_URL, POSTGRES_TEST_DB, testDb } from '../setup/database'

/** Helpers of the backup tests: the npm scripts as child processes, and a second install to restore into. */
type TRun = { code: number | null; output: string }

/** The scripts run on the disk unless `env` names a bucket: S3_BUCKET from another test must not leak into them. */
export function npm(args: string[], env: Record<string, string>): Promise<TRun> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], { env: { ...process.env, S3_BUCKET: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

export async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  if (url.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(sql)).rows
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url })
  try {
    return (await client.execute(sql)).rows as unknown as Record<string, unknown>[]
  } finally {
    client.close()
  }
}

export async function freshTarget(): Promise<string> {
  if (testDb() === 'sqlite') {
    const file = path.join(os.tmpdir(), `portal-restore-${process.pid}.db`)
    fs.rmSync(file, { force: true })
    return `file:${file}`
  }
  const name = `${POSTGRES_TEST_DB}_restore`
  await query(POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await query(POSTGRES_ADMIN_URL, `CREATE DATABASE ${name}`)
  return `postgres://postgres@127.0.0.1:5432/${name}`
}

export function dropTarget(): Promise<unknown> | undefined {
  if (testDb() === 'postgres') return query(POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS ${POSTGRES_TEST_DB}_restore WITH (FORCE)`)
}
