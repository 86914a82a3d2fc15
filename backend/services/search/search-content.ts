import type { Payload } from 'payload'
import type { TSearchParams } from '../../../lib/contracts/search/api-params'
import type { Locale } from '../../../lib/i18n/config'
import { usesPostgres } from '../../../lib/runtime/database-url'
import { searchPostgres } from './search-postgres'
import { searchSqlite } from './search-sqlite'
import type { TSearchResult } from '../../../lib/contracts/search/responses'
import { queryWords } from '../../../lib/contracts/search/words'

/**
 * Site-wide search over the published content of one language (spec section 7, general search).
 * PostgreSQL ranks with full-text search (indonesian/english configurations, stemming); SQLite, the
 * embedded default, matches every query word as a substring and orders by date.
 */
export async function searchContent(payload: Payload, params: TSearchParams, locale: Locale): Promise<TSearchResult> {
  const words = queryWords(params.query)
  if (words.length === 0) return { data: [], totalData: 0 }
  return usesPostgres() ? searchPostgres(payload, params, locale, words) : searchSqlite(payload, params, locale, words)
}
