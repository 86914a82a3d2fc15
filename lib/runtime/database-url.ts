import path from 'node:path'

/** SQLite file under data/ unless DATABASE_URL names PostgreSQL (ARCHITECTURE.md, Databases). */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || `file:${path.resolve(process.cwd(), 'data/portal.db')}`
}

export function usesPostgres(url = databaseUrl()): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://')
}

/** The one problem of a DATABASE_URL several processes (`who`) must share: a SQLite file is one process's. */
export function sharedDatabaseProblem(url: string | undefined, who: string): string | null {
  return url && usesPostgres(url) ? null : `DATABASE_URL must be a postgres:// URL: ${who} cannot share a SQLite file.`
}
