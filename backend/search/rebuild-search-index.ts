import type { Payload } from 'payload'
import { SEARCH_SOURCES } from './sources/index'
import { syncSearchEntries } from './sync-search-entries'

/** Re-indexes every document of every searchable collection (after a migration or a bulk import). */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  let documents = 0
  for (const source of SEARCH_SOURCES) {
    let page = 1
    for (;;) {
      const found = await payload.find({ collection: source.collection, depth: 0, limit: 100, page, overrideAccess: true, select: {} })
      for (const doc of found.docs) await syncSearchEntries(payload, source, doc.id as number)
      documents += found.docs.length
      if (!found.hasNextPage) break
      page += 1
    }
  }
  return documents
}

/** Builds the index once on a database that has content but no index yet (e.g. one created before search). */
export async function ensureSearchIndex(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'search-entries', overrideAccess: true })
  if (totalDocs === 0) await rebuildSearchIndex(payload)
}
