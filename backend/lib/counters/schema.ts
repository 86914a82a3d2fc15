import { bigint as pgBigint, index as pgIndex, integer as pgInteger, pgTable, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import { index as sqliteIndex, integer as sqliteInteger, sqliteTable, text } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

/**
 * The `counters` table: one row per key (a rate-limit window, a sign-in lock, a used bot-check solution),
 * its count and when its window ends (epoch milliseconds). Not a collection: nothing in the CMS or the REST
 * API reads it. Added to the adapters' drizzle schema so Payload's migrations create it on both databases.
 */
export const COUNTERS_TABLE = 'counters'

export const sqliteCounters = sqliteTable(
  COUNTERS_TABLE,
  {
    key: text('key').primaryKey(),
    count: sqliteInteger('count').notNull(),
    expiresAt: sqliteInteger('expires_at').notNull(),
  },
  (table) => [sqliteIndex('counters_expires_at_idx').on(table.expiresAt)],
)

export const postgresCounters = pgTable(
  COUNTERS_TABLE,
  {
    key: varchar('key').primaryKey(),
    count: pgInteger('count').notNull(),
    expiresAt: pgBigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [pgIndex('counters_expires_at_idx').on(table.expiresAt)],
)

type TSchema<TTables> = { tables: TTables }

/** beforeSchemaInit hooks of the two adapters: the schema plus the counters table. */
export const withSqliteCounters = <T extends TSchema<Record<string, unknown>>>({ schema }: { schema: T }) => ({
  ...schema,
  tables: { ...schema.tables, [COUNTERS_TABLE]: sqliteCounters },
})
export const withPostgresCounters = <T extends TSchema<Record<string, unknown>>>({ schema }: { schema: T }) => ({
  ...schema,
  tables: { ...schema.tables, [COUNTERS_TABLE]: postgresCounters },
})
