import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { usesPostgres } from '../../../lib/runtime/database-url'

const execFileAsync = promisify(execFile)

/**
 * pg_dump/pg_restore get the connection through PG* variables, not a URL argument: a password in the command
 * line is visible to every local user in `ps`.
 */
function postgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const parsed = new URL(url)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname) || 'localhost',
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
  }
  const sslmode = parsed.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return execFileAsync(tool, args, { env })
}

export const POSTGRES_DUMP = 'database.dump'
export const SQLITE_COPY = 'database.sqlite'

/** The SQLite file a `file:` URL names. */
export function sqliteFile(url: string): string {
  return url.replace(/^file:/, '')
}

/**
 * A consistent copy of the database into `target`: pg_dump's custom format (one snapshot, restorable table by
 * table) for PostgreSQL; VACUUM INTO for SQLite, which copies one read transaction's view even while the app
 * writes (a plain file copy of a WAL database can miss or tear pages).
 */
export async function dumpDatabase(url: string, target: string): Promise<string> {
  if (usesPostgres(url)) {
    const file = `${target}/${POSTGRES_DUMP}`
    await postgresTool('pg_dump', url, ['--format=custom', '--no-owner', '--file', file])
    return file
  }
  const file = `${target}/${SQLITE_COPY}`
  const client = createClient({ url })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
  } finally {
    client.close()
  }
  return file
}

/** Whether the database already holds the app's tables (a restore over it needs --force). */
export async function databaseHasTables(url: string): Promise<boolean> {
  if (usesPostgres(url)) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'")
      return (rows[0]?.n ?? 0) > 0
    } finally {
      await client.end()
    }
  }
  const file = sqliteFile(url)
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return false
  const client = createClient({ url })
  try {
    const { rows } = await client.execute("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'")
    return Number(rows[0]?.n ?? 0) > 0
  } finally {
    client.close()
  }
}

/** Puts a dump back: pg_restore (dropping what exists first with --clean) or the SQLite file in place. */
export async function restoreDatabase(url: string, source: string, replace: boolean): Promise<void> {
  if (usesPostgres(url)) {
    const clean = replace ? ['--clean', '--if-exists'] : []
    const database = decodeURIComponent(new URL(url).pathname.slice(1))
    await postgresTool('pg_restore', url, [...clean, '--no-owner', '--exit-on-error', '--single-transaction', '--dbname', database, `${source}/${POSTGRES_DUMP}`])
    return
  }
  const file = sqliteFile(url)
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true })
  fs.copyFileSync(`${source}/${SQLITE_COPY}`, file)
}
