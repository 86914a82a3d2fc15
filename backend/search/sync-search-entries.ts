import type { Payload, PayloadRequest, Where } from 'payload'
import { locales } from '../../lib/i18n/config'
import { foldForSearch } from '../../lib/contracts/search/words'
import type { TSearchSource } from './types'

const MAX_TEXT = 4000

/**
 * Brings one document's search rows in line with its published state, one row per language: written
 * while the document is public, removed once it is unpublished or deleted. Reads the published version
 * (draft: false), so saving a draft of a published item leaves the indexed text as the public sees it.
 */
export async function syncSearchEntries(
  payload: Payload,
  source: TSearchSource,
  docId: number,
  req?: PayloadRequest,
): Promise<void> {
  for (const locale of locales) {
    const doc = await payload.findByID({
      collection: source.collection,
      id: docId,
      locale,
      depth: 1,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const record = doc as Record<string, unknown> | null
    const isPublic = !!record && (!source.hasDrafts || record._status === 'published')
    const entry = isPublic ? source.toEntry(record, locale) : null
    const where: Where = { and: [{ module: { equals: source.module } }, { docId: { equals: docId } }, { locale: { equals: locale } }] }
    if (!entry) {
      await payload.delete({ collection: 'search-entries', where, overrideAccess: true, req })
      continue
    }
    const text = entry.text.slice(0, MAX_TEXT)
    const data = {
      ...entry,
      text,
      module: source.module,
      docId,
      locale,
      haystack: foldForSearch(`${entry.title} ${entry.kindLabel ?? ''} ${text}`),
    }
    const existing = await payload.find({ collection: 'search-entries', where, limit: 1, depth: 0, overrideAccess: true, req })
    if (existing.docs[0]) {
      await payload.update({ collection: 'search-entries', id: existing.docs[0].id, data, overrideAccess: true, req })
    } else {
      await payload.create({ collection: 'search-entries', data, overrideAccess: true, req })
    }
  }
}

export async function removeSearchEntries(payload: Payload, source: TSearchSource, docId: number, req?: PayloadRequest) {
  const where: Where = { and: [{ module: { equals: source.module } }, { docId: { equals: docId } }] }
  await payload.delete({ collection: 'search-entries', where, overrideAccess: true, req })
}
