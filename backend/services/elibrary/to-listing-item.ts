import { titleSlug } from '../../../lib/format/slug'
import { segmentOfKind } from '../../../lib/contracts/elibrary/kinds'
import type { ElibraryItem } from '../../payload-types'
import { imageOf, topicRefs, type TELibraryListingItem } from '../shapes'

/** An item read with depth 1 (type, topics and cover populated) as the listing shows it. */
export function toELibraryListingItem(doc: ElibraryItem): TELibraryListingItem {
  const type = typeof doc.type === 'object' ? doc.type : null
  return {
    id: doc.id,
    title: doc.title,
    slug: titleSlug(doc.title),
    module: 'elibrary',
    type: segmentOfKind(type?.kind),
    typeId: type?.id ?? Number(doc.type),
    typeTitle: type?.title ?? '',
    kind: type?.kind ?? 'others',
    excerpt: doc.excerpt ?? '',
    publishedDate: doc.publishedDate,
    year: doc.year ?? null,
    topics: topicRefs(doc.topics),
    image: imageOf(doc.cover),
    externalUrl: doc.externalUrl ?? null,
  }
}
