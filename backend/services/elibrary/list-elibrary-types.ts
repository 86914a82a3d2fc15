import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { ElibraryType } from '../../payload-types'

/** Spec section 3: e-library type is id and title; kind tells the site which page and media it means. */
export type TELibraryType = { id: number; title: string; kind: ElibraryType['kind'] }

export async function listELibraryTypes(payload: Payload, locale: Locale): Promise<TELibraryType[]> {
  const found = await payload.find({
    collection: 'elibrary-types',
    sort: ['order', 'id'],
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  return found.docs.map((type) => ({ id: type.id, title: type.title, kind: type.kind }))
}
