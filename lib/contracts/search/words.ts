/** Lower case without diacritics: how the index and the site compare words (the SQLite fallback matches on it). */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The words of a query as the index compares them and the site marks them: folded, de-duplicated, at most 8. */
export function queryWords(query: string): string[] {
  return [...new Set(foldForSearch(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, 8)
}
