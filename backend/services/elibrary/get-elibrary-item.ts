import type { Payload } from 'payload'
import { videoEmbedUrl } from '../../../lib/format/video-embed'
import type { Locale } from '../../../lib/i18n/config'
import type { TELibraryKind } from '../../../lib/contracts/elibrary/kinds'
import { fileOf, type TELibraryDetail } from '../shapes'
import { toELibraryListingItem } from './to-listing-item'

/** One published item with its body and media; null when missing, unpublished or not of the asked kind. */
export async function getELibraryItem(
  payload: Payload,
  id: number,
  locale: Locale,
  onlyKind?: TELibraryKind,
): Promise<TELibraryDetail | null> {
  const found = await payload.find({
    collection: 'elibrary-items',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  const doc = found.docs[0]
  if (!doc) return null
  const item = toELibraryListingItem(doc)
  if (onlyKind && item.kind !== onlyKind) return null
  return {
    ...item,
    body: doc.body ?? null,
    videoEmbedUrl: videoEmbedUrl(doc.videoUrl),
    audio: fileOf(doc.audio),
    file: fileOf(doc.file),
    featured: !!doc.featured,
    highlight: !!doc.highlight,
  }
}
