import path from 'node:path'

/** SQLite file under data/ unless DATABASE_URL names PostgreSQL (ARCHITECTURE.md, Databases). */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || `file:${path.resolve(process.cwd(), 'data/portal.db')}`
}

export function usesPostgres(url = databaseUrl()): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://')
}
