import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { TSearchParams } from '../../../lib/contracts/search/api-params'
import type { Locale } from '../../../lib/i18n/config'
import type { TSearchHit, TSearchResult } from '../../../lib/contracts/search/responses'
import { snippetOf } from './snippet'

/** The full-text configuration of each language; the search_vector column uses the same (see the migration). */
export const TEXT_SEARCH_CONFIG: Record<Locale, string> = { id: 'indonesian', en: 'english' }

type TRow = {
  id: number
  module: string
  doc_id: number | string
  title: string
  text: string | null
  permalink: string
  kind: string | null
  kind_label: string | null
  year: number | string | null
  date: Date | string | null
  image_url: string | null
  total: string | number
}

type SQL = ReturnType<typeof sql>
type TExecutor = { execute: (query: SQL) => Promise<{ rows: TRow[] }> }

const orderOf = (sortBy: TSearchParams['sortBy']) => {
  if (sortBy === 'latest') return sql`e.sort_date DESC NULLS LAST, e.id DESC`
  if (sortBy === 'oldest') return sql`e.sort_date ASC NULLS LAST, e.id ASC`
  return sql`ts_rank_cd(e.search_vector, q.tsq) DESC, e.sort_date DESC NULLS LAST, e.id DESC`
}

/**
 * Ranked full-text search: the typed words must all match (stemmed, `websearch_to_tsquery`, so quotes
 * and `-word` work too); title words weigh more than body words. One query returns the page and the total.
 */
export async function searchPostgres(
  payload: Payload,
  params: TSearchParams,
  locale: Locale,
  words: string[],
): Promise<TSearchResult> {
  const config = TEXT_SEARCH_CONFIG[locale]
  const filters: SQL[] = [sql`e.locale = ${locale}`, sql`e.search_vector @@ q.tsq`]
  if (params.type) filters.push(sql`e.module = ${params.type}`)
  if (params.year) filters.push(sql`e.year = ${params.year}`)
  if (params.topic) {
    filters.push(
      sql`EXISTS (SELECT 1 FROM search_entries_rels r WHERE r.parent_id = e.id AND r.path = 'topics' AND r.topics_id = ${params.topic})`,
    )
  }
  const from = sql`FROM search_entries e, (SELECT websearch_to_tsquery(${config}::regconfig, ${params.query}) AS tsq) q
    WHERE ${sql.join(filters, sql` AND `)}`
  const db = (payload.db as unknown as { drizzle: TExecutor }).drizzle
  const query = sql`
    SELECT e.id, e.module, e.doc_id, e.title, e.text, e.permalink, e.kind, e.kind_label, e.year, e.date, e.image_url,
           count(*) OVER () AS total
    ${from}
    ORDER BY ${orderOf(params.sortBy)}
    LIMIT ${params.take} OFFSET ${params.skip}`
  const { rows } = await db.execute(query)
  const data = rows.map(
    (row): TSearchHit => ({
      id: Number(row.id),
      module: row.module,
      // numeric columns arrive as strings from node-postgres
      docId: Number(row.doc_id),
      title: row.title,
      snippet: snippetOf(row.text ?? '', words),
      permalink: row.permalink,
      kind: row.kind,
      kindLabel: row.kind_label,
      year: row.year === null ? null : Number(row.year),
      date: row.date ? new Date(row.date).toISOString() : null,
      imageUrl: row.image_url,
    }),
  )
  if (rows[0] || params.skip === 0) return { data, totalData: rows[0] ? Number(rows[0].total) : 0 }
  // A page past the end has no row to carry the total.
  const counted = await db.execute(sql`SELECT count(*) AS total ${from}`)
  return { data, totalData: Number(counted.rows[0]?.total ?? 0) }
}
