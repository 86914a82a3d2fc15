import type { Payload } from 'payload'
import type { TSitemapDocument } from '../../../lib/contracts/site'
import type { Locale } from '../../../lib/i18n/config'

/**
 * Every published document with a page of its own, read from the search index (which holds exactly the
 * public ones, one row per language), grouped so each page can name its other-language twin.
 */
export async function listSitemapDocuments(payload: Payload): Promise<TSitemapDocument[]> {
  const found = await payload.find({
    collection: 'search-entries',
    select: { module: true, docId: true, locale: true, permalink: true, updatedAt: true },
    sort: ['module', 'docId'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byDocument = new Map<string, TSitemapDocument>()
  for (const row of found.docs) {
    const key = `${row.module}:${row.docId}`
    const entry = byDocument.get(key) ?? { module: row.module, docId: row.docId, lastModified: row.updatedAt, permalinks: {} }
    entry.permalinks[row.locale as Locale] = row.permalink
    if (row.updatedAt > entry.lastModified) entry.lastModified = row.updatedAt
    byDocument.set(key, entry)
  }
  return [...byDocument.values()]
}
