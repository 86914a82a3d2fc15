/**
 * Reading the W3C Nu HTML Checker's JSON (`vnu --format json`, written to stderr) for scripts/html-check.mjs: its
 * errors grouped by the page each saved file came from, and the most frequent messages across pages.
 */

type TVnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message?: string; extract?: string }

export type THtmlError = { line: number | null; message: string; extract: string }

/**
 * Errors by page URL. `pageOf` names the page a checked file holds (vnu reports `file:` URLs). A "non-document-error"
 * (a file vnu could not read) counts too: a page that was not checked has not passed.
 */
export function errorsByPage(json: string, pageOf: (fileUrl: string) => string): Map<string, THtmlError[]> {
  const { messages = [] } = JSON.parse(json) as { messages?: TVnuMessage[] }
  const byPage = new Map<string, THtmlError[]>()
  for (const item of messages) {
    if (item.type !== 'error' && item.type !== 'non-document-error') continue
    const page = pageOf(item.url ?? '')
    const list = byPage.get(page) ?? []
    list.push({ line: item.lastLine ?? null, message: item.message ?? item.type, extract: (item.extract ?? '').replace(/\s+/g, ' ').trim() })
    byPage.set(page, list)
  }
  return byPage
}

/** The distinct messages, most frequent first, with how many errors and pages each accounts for. */
export function commonMessages(byPage: Map<string, THtmlError[]>): { message: string; errors: number; pages: number }[] {
  const counts = new Map<string, { errors: number; pages: Set<string> }>()
  for (const [page, errors] of byPage) {
    for (const { message } of errors) {
      const entry = counts.get(message) ?? { errors: 0, pages: new Set<string>() }
      entry.errors++
      entry.pages.add(page)
      counts.set(message, entry)
    }
  }
  return [...counts]
    .map(([message, { errors, pages }]) => ({ message, errors, pages: pages.size }))
    .sort((a, b) => b.errors - a.errors || a.message.localeCompare(b.message))
}
