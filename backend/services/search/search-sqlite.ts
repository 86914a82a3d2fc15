import type { Payload, Where } from 'payload'
import type { TSearchParams } from '../../../features/search/api-params'
import type { Locale } from '../../../lib/i18n/config'
import { pageWindow } from '../../../lib/paging/page-window'
import type { SearchEntry } from '../../payload-types'
import type { TSearchHit, TSearchResult } from './shapes'
import { snippetOf } from './snippet'

export function filtersOf(params: TSearchParams, locale: Locale): Where[] {
  const and: Where[] = [{ locale: { equals: locale } }]
  if (params.type) and.push({ module: { equals: params.type } })
  if (params.year) and.push({ year: { equals: params.year } })
  if (params.topic) and.push({ topics: { in: [params.topic] } })
  return and
}

export function hitOf(entry: SearchEntry, words: string[]): TSearchHit {
  return {
    id: entry.id,
    module: entry.module,
    docId: entry.docId,
    title: entry.title,
    snippet: snippetOf(entry.text ?? '', words),
    permalink: entry.permalink,
    kind: entry.kind ?? null,
    kindLabel: entry.kindLabel ?? null,
    year: entry.year ?? null,
    date: entry.date ?? null,
    imageUrl: entry.imageUrl ?? null,
  }
}

/** Every word must occur in the folded title, type label or text; newest first (oldest on request). */
export async function searchSqlite(
  payload: Payload,
  params: TSearchParams,
  locale: Locale,
  words: string[],
): Promise<TSearchResult> {
  const { page, limit, dropFirst } = pageWindow(params.skip, params.take)
  const found = await payload.find({
    collection: 'search-entries',
    where: { and: [...filtersOf(params, locale), ...words.map((word) => ({ haystack: { contains: word } }))] },
    sort: params.sortBy === 'oldest' ? ['sortDate', 'id'] : ['-sortDate', '-id'],
    page,
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return { data: found.docs.slice(dropFirst).map((entry) => hitOf(entry, words)), totalData: found.totalDocs }
}
