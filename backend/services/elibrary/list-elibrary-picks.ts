import type { Payload, Where } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { TELibraryListingItem } from '../shapes'
import { toELibraryListingItem } from './to-listing-item'

export type TELibraryPick = 'highlight' | 'featured' | 'external'

async function whereOf(payload: Payload, pick: TELibraryPick): Promise<Where> {
  if (pick !== 'external') return { [pick]: { equals: true } }
  const types = await payload.find({
    collection: 'elibrary-types',
    where: { kind: { equals: 'external-resource' } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  return { type: { in: types.docs.map((type) => type.id) } }
}

/** The latest published items flagged highlight or featured, or of the external-resource type. */
export async function listELibraryPicks(
  payload: Payload,
  pick: TELibraryPick,
  take: number,
  locale: Locale,
): Promise<TELibraryListingItem[]> {
  const found = await payload.find({
    collection: 'elibrary-items',
    where: { and: [{ _status: { equals: 'published' } }, await whereOf(payload, pick)] },
    sort: ['-publishedDate', '-id'],
    limit: take,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return found.docs.map(toELibraryListingItem)
}
