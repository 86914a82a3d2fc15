import type { Payload, Where } from 'payload'
import type { TSearchParams } from '../../../lib/contracts/search/api-params'
import type { Locale } from '../../../lib/i18n/config'
import { pageWindow } from '../../../lib/paging/page-window'
import type { SearchEntry } from '../../payload-types'
import { foldForSearch } from '../../../lib/contracts/search/words'
import type { TSearchHit, TSearchResult } from '../../../lib/contracts/search/responses'
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

/** How well an entry matches: words in the title count three times a word found only in the text. */
export function relevanceOf(entry: Pick<SearchEntry, 'title'>, words: string[]): number {
  const title = foldForSearch(entry.title)
  return words.reduce((score, word) => score + (title.includes(word) ? 3 : 1), 0)
}

/**
 * Every word must occur in the folded title, type label or text. "Best match" ranks title matches first
 * (computed here: SQLite has no ranking of its own), then newest; "latest"/"oldest" order by date.
 */
export async function searchSqlite(
  payload: Payload,
  params: TSearchParams,
  locale: Locale,
  words: string[],
): Promise<TSearchResult> {
  const where = { and: [...filtersOf(params, locale), ...words.map((word) => ({ haystack: { contains: word } }))] }
  if (params.sortBy === 'relevance') return rankedSqlite(payload, where, params, words)
  const { page, limit, dropFirst } = pageWindow(params.skip, params.take)
  const found = await payload.find({
    collection: 'search-entries',
    where,
    sort: params.sortBy === 'oldest' ? ['sortDate', 'id'] : ['-sortDate', '-id'],
    page,
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return { data: found.docs.slice(dropFirst).map((entry) => hitOf(entry, words)), totalData: found.totalDocs }
}

/** Ranks all matches in memory (the index of one site's public content stays in the low thousands). */
async function rankedSqlite(payload: Payload, where: Where, params: TSearchParams, words: string[]): Promise<TSearchResult> {
  const all = await payload.find({
    collection: 'search-entries',
    where,
    select: { title: true, sortDate: true },
    sort: ['-sortDate', '-id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const ranked = all.docs
    .map((entry, order) => ({ id: entry.id, score: relevanceOf(entry, words), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
  const ids = ranked.slice(params.skip, params.skip + params.take).map((entry) => entry.id)
  if (ids.length === 0) return { data: [], totalData: ranked.length }
  const page = await payload.find({ collection: 'search-entries', where: { id: { in: ids } }, pagination: false, depth: 0, overrideAccess: true })
  const byId = new Map(page.docs.map((entry) => [entry.id, entry]))
  const data = ids.flatMap((id) => {
    const entry = byId.get(id)
    return entry ? [hitOf(entry, words)] : []
  })
  return { data, totalData: ranked.length }
}
