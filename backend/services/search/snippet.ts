import { foldForSearch } from '../../../lib/contracts/search/words'

const WINDOW = 180

/**
 * About WINDOW characters of `text` around the first query word it contains (or its start), cut at word
 * boundaries. Plain text: the site marks the words itself, so no markup ever comes from the index.
 */
export function snippetOf(text: string, words: string[]): string {
  if (text.length <= WINDOW) return text
  const folded = foldForSearch(text)
  const hits = words.map((word) => folded.indexOf(word)).filter((index) => index >= 0)
  const first = hits.length ? Math.min(...hits) : 0
  let start = Math.max(0, first - 40)
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  let end = Math.min(text.length, start + WINDOW)
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`
}
