import type { CollectionSlug, FlattenedField, Payload } from 'payload'
import { usesPostgres } from '../../lib/runtime/database-url'

/**
 * Reads and writes of the learner's own rows (enrolments, lecture marks, attempts, answers, sessions) straight
 * through the database adapter's drizzle, on SQLite and PostgreSQL alike. Payload's find builds each statement
 * through drizzle's relational query builder, which costs about a millisecond of CPU per statement; these
 * collections are one flat table each (no locales, arrays or many-relations), so a plain SELECT returns the same
 * document at a fraction of the cost (docs/decisions/010). Only for collections without hooks: none run here.
 */

export type TOps = typeof import('@payloadcms/db-postgres/drizzle')
export type TTable = Record<string, unknown>
export type TCondition = ReturnType<TOps['eq']>
type TRows = Promise<Record<string, unknown>[]>
type TSelect = TRows & {
  where: (condition: TCondition | undefined) => TSelect
  orderBy: (...columns: unknown[]) => TSelect
  limit: (count: number) => TSelect
}
type TReturning = TRows & { returning: (columns?: Record<string, unknown>) => TRows }
type TInsert = {
  values: (values: Record<string, unknown> | Record<string, unknown>[]) => TReturning & {
    onConflictDoNothing: (config?: { target: unknown[] }) => TReturning
    onConflictDoUpdate: (config: { target: unknown[]; set: Record<string, unknown> }) => TReturning
  }
}
export type TDrizzle = {
  select: (columns?: Record<string, unknown>) => { from: (table: TTable) => TSelect }
  insert: (table: TTable) => TInsert
  update: (table: TTable) => { set: (values: Record<string, unknown>) => { where: (condition: TCondition | undefined) => TReturning } }
  delete: (table: TTable) => { where: (condition: TCondition | undefined) => TReturning }
  transaction: <T>(run: (tx: TDrizzle) => Promise<T>) => Promise<T>
}
type TAdapter = { drizzle: TDrizzle; tables: Record<string, TTable>; tableNameMap: Map<string, string> }

let opsLoading: Promise<TOps> | undefined
/** drizzle's operators (eq, and, sql ...), from the adapter in use. */
export function drizzleOps(): Promise<TOps> {
  opsLoading ??= (usesPostgres() ? import('@payloadcms/db-postgres/drizzle') : import('@payloadcms/db-sqlite/drizzle')) as Promise<TOps>
  return opsLoading
}

/** The adapter's drizzle and one of its tables by table name (Payload's snake_case of the slug). */
export async function drizzleTable(payload: Payload, tableName: string) {
  const adapter = payload.db as unknown as TAdapter
  const table = adapter.tables[tableName]
  if (!table) throw new Error(`No table ${tableName}`)
  return { db: adapter.drizzle, table, ops: await drizzleOps() }
}

type TShape = (row: Record<string, unknown>) => Record<string, unknown>
const shapes = new WeakMap<object, Map<string, TShape>>()

const MULTI_VALUED = (field: FlattenedField) =>
  field.type === 'array' || field.type === 'blocks' || field.type === 'join' || ('hasMany' in field && !!field.hasMany) || ('relationTo' in field && Array.isArray(field.relationTo))

/**
 * How a row becomes the document Payload's find would return at depth 0: dates as ISO strings (PostgreSQL gives
 * `2026-01-01 00:00:00+00`), numbers as numbers. Refuses a collection that is not one flat table.
 */
function shapeOf(payload: Payload, slug: CollectionSlug): TShape {
  const bySlug = shapes.get(payload) ?? new Map<string, TShape>()
  shapes.set(payload, bySlug)
  const known = bySlug.get(slug)
  if (known) return known
  const fields = payload.collections[slug].config.flattenedFields
  const nested = fields.find((field) => field.localized || MULTI_VALUED(field) || field.type === 'group' || field.type === 'tab')
  if (nested) throw new Error(`${slug} is not one flat table (${nested.name}): read it through Payload`)
  const dates = ['createdAt', 'updatedAt', ...fields.filter((field) => field.type === 'date').map((field) => field.name)]
  const numbers = fields.filter((field) => field.type === 'number').map((field) => field.name)
  const shape: TShape = (row) => {
    for (const name of dates) if (typeof row[name] === 'string') row[name] = new Date(row[name] as string).toISOString()
    for (const name of numbers) if (row[name] !== null && row[name] !== undefined) row[name] = Number(row[name])
    return row
  }
  bySlug.set(slug, shape)
  return shape
}

async function flatTable(payload: Payload, slug: CollectionSlug) {
  const shape = shapeOf(payload, slug)
  const tableName = (payload.db as unknown as TAdapter).tableNameMap.get(slug.replace(/-/g, '_')) ?? slug.replace(/-/g, '_')
  return { ...(await drizzleTable(payload, tableName)), shape }
}

type TPrepared = { execute: (values: Record<string, unknown>) => TRows }
type TQuerySpec = { where: TCondition | undefined; orderBy?: unknown[]; limit?: number }
const prepared = new WeakMap<object, Map<string, Promise<{ query: TPrepared; shape: TShape }>>>()

/**
 * A SELECT of `slug`'s rows, built by drizzle once per process and run with each call's `values` (its
 * placeholders, `param('name')`): building the statement cost more than running it (a named prepared statement
 * on PostgreSQL). Returns depth-0 documents.
 */
export function flatQuery<TDoc, TValues extends Record<string, unknown>>(
  name: string,
  slug: CollectionSlug,
  build: (table: TTable, ops: TOps, param: (placeholder: keyof TValues & string) => unknown) => TQuerySpec,
): (payload: Payload, values: TValues) => Promise<TDoc[]> {
  const prepare = async (payload: Payload) => {
    const { db, table, ops, shape } = await flatTable(payload, slug)
    const spec = build(table, ops, (placeholder) => ops.sql.placeholder(placeholder))
    let select = db.select().from(table).where(spec.where)
    if (spec.orderBy) select = select.orderBy(...spec.orderBy)
    if (spec.limit) select = select.limit(spec.limit)
    const statement = select as unknown as { prepare: (name?: string) => TPrepared }
    // PostgreSQL names the statement once per connection; SQLite's prepare takes no name.
    return { query: usesPostgres() ? statement.prepare(`flat_${name}`) : statement.prepare(), shape }
  }
  return async (payload, values) => {
    const byName = prepared.get(payload) ?? new Map()
    prepared.set(payload, byName)
    let ready = byName.get(name)
    if (!ready) byName.set(name, (ready = prepare(payload)))
    const { query, shape } = await ready
    return (await query.execute(values)).map(shape) as TDoc[]
  }
}

const stamped = (data: Record<string, unknown>) => {
  const now = new Date().toISOString()
  return { ...data, createdAt: now, updatedAt: now }
}

/**
 * Inserts one row unless a unique index already holds one like it: the new document, or null when the row was
 * there (one statement, atomic on both databases without a transaction, docs/decisions/001).
 */
export async function insertFlatOnce<TDoc>(payload: Payload, slug: CollectionSlug, data: Record<string, unknown>): Promise<TDoc | null> {
  const { db, table, shape } = await flatTable(payload, slug)
  const rows = await db.insert(table).values(stamped(data)).onConflictDoNothing().returning()
  return rows[0] ? (shape(rows[0]) as TDoc) : null
}

/** Inserts one row where nothing is unique and nothing is answered back (a log: page views). */
export async function insertFlat(payload: Payload, slug: CollectionSlug, data: Record<string, unknown>): Promise<void> {
  const { db, table } = await flatTable(payload, slug)
  await db.insert(table).values(stamped(data))
}

/** Updates `set` on the rows `where` picks and answers them as depth-0 documents (RETURNING: no read after). */
export async function updateFlat<TDoc>(payload: Payload, slug: CollectionSlug, set: Record<string, unknown>, where: (table: TTable, ops: TOps) => TCondition | undefined): Promise<TDoc[]> {
  const { db, table, ops, shape } = await flatTable(payload, slug)
  const rows = await db
    .update(table)
    .set({ ...set, updatedAt: new Date().toISOString() })
    .where(where(table, ops))
    .returning()
  return rows.map(shape) as TDoc[]
}

/** Inserts one row, or updates `set` on the row the unique index over `target` already holds. */
export async function upsertFlat(payload: Payload, slug: CollectionSlug, data: Record<string, unknown>, target: string[], set: Record<string, unknown>): Promise<void> {
  const { db, table } = await flatTable(payload, slug)
  await db
    .insert(table)
    .values(stamped(data))
    .onConflictDoUpdate({ target: target.map((name) => table[name]), set: { ...set, updatedAt: new Date().toISOString() } })
}

type TColumnsOf = { from: string; column: (field: string) => string; docs: <TDoc>(rows: Record<string, unknown>[]) => TDoc[] }
const columnMaps = new WeakMap<object, Map<string, Promise<TColumnsOf>>>()
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * For a statement written by hand (PostgreSQL, `namedRows`): a flat collection's quoted table name, each field's
 * quoted column, and the depth-0 documents from rows keyed by column name (`row_to_json` of whole rows), shaped as
 * flatQuery's documents are.
 */
export function flatColumns(payload: Payload, slug: CollectionSlug): Promise<TColumnsOf> {
  const bySlug = columnMaps.get(payload) ?? new Map<string, Promise<TColumnsOf>>()
  columnMaps.set(payload, bySlug)
  let found = bySlug.get(slug)
  if (!found) {
    found = flatTable(payload, slug).then(({ table, ops, shape }) => {
      const columns = Object.entries(ops.getTableColumns(table as never) as Record<string, { name: string }>)
      const fieldOf = new Map(columns.map(([field, column]) => [column.name, field]))
      const columnOf = new Map(columns.map(([field, column]) => [field, column.name]))
      return {
        from: quoted(ops.getTableName(table as never)),
        column: (field: string) => {
          const name = columnOf.get(field)
          if (!name) throw new Error(`${slug} has no column for ${field}`)
          return quoted(name)
        },
        docs: <TDoc>(rows: Record<string, unknown>[]) =>
          rows.map((row) => shape(Object.fromEntries(Object.entries(row).map(([name, value]) => [fieldOf.get(name) ?? name, value]))) as TDoc),
      }
    })
    bySlug.set(slug, found)
  }
  return found
}

/** PostgreSQL: a statement prepared once per connection under `name` (node-postgres), run through the adapter's pool. */
export async function namedRows(payload: Payload, name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const { pool } = payload.db as unknown as { pool: { query: (query: { name: string; text: string; values: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }> } }
  return (await pool.query({ name, text, values })).rows
}
