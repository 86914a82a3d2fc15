import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { CACHE_TAGS } from '../../lib/api/cache-tags'
import { revalidateTags } from '../hooks/revalidate-tags'
import { searchSourceOf } from './sources/index'
import { removeSearchEntries, syncSearchEntries } from './sync-search-entries'

/**
 * Hooks that keep the search index in step with a collection listed in SEARCH_SOURCES. Skipped when the
 * caller passes `context.skipSearchSync` (bulk imports re-index once at the end instead).
 */
const expireSearchResults = revalidateTags(CACHE_TAGS.search)

export const syncSearchAfterChange: CollectionAfterChangeHook = async ({ collection, doc, req, context }) => {
  const source = searchSourceOf(collection.slug)
  if (!source || context.skipSearchSync) return doc
  await syncSearchEntries(req.payload, source, doc.id, req)
  expireSearchResults()
  return doc
}

export const syncSearchAfterDelete: CollectionAfterDeleteHook = async ({ collection, id, req, context }) => {
  const source = searchSourceOf(collection.slug)
  if (!source || context.skipSearchSync) return
  await removeSearchEntries(req.payload, source, Number(id), req)
  expireSearchResults()
}
