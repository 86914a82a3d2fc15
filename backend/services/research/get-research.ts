import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { chapterRefs, toResearchListingItem, type TResearchDetail } from './shapes'

/** One published research with its body and chapter list; null when missing or unpublished. */
export async function getResearch(payload: Payload, id: number, locale: Locale): Promise<TResearchDetail | null> {
  const found = await payload.find({
    collection: 'research',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  const doc = found.docs[0]
  if (!doc) return null
  return { ...toResearchListingItem(doc), body: doc.body ?? null, chapters: chapterRefs(doc) }
}
