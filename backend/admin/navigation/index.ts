import type { CollectionConfig, GlobalConfig, GlobalSlug } from 'payload'
import { contentGroup } from './content'
import { eventsGroup } from './events'
import { learningGroup } from './learning'
import { membersGroup } from './members'
import { pagesGroup } from './pages'
import { programmesGroup } from './programmes'
import { systemGroup } from './system'
import type { TBilingual, TCollectionCopy, TGlobalCopy, TOwnCollectionSlug } from './types'

/** The admin navigation by job, in this order; within a group, in the order its file lists them (docs/decisions/026). */
export const NAV_GROUPS = [contentGroup, pagesGroup, learningGroup, membersGroup, programmesGroup, eventsGroup, systemGroup]

// Typed in full: a collection or global without a group and labels in both languages does not compile.
const COLLECTION_COPY: Record<TOwnCollectionSlug, TCollectionCopy> = {
  ...contentGroup.collections,
  ...pagesGroup.collections,
  ...learningGroup.collections,
  ...membersGroup.collections,
  ...programmesGroup.collections,
  ...eventsGroup.collections,
  ...systemGroup.collections,
}
const GLOBAL_COPY: Record<GlobalSlug, TGlobalCopy> = {
  ...pagesGroup.globals,
  ...learningGroup.globals,
  ...programmesGroup.globals,
  ...eventsGroup.globals,
}

type TPlace = { group: TBilingual; position: number }

function placesOf(kind: 'collections' | 'globals'): Map<string, TPlace> {
  const slugs = NAV_GROUPS.flatMap((group) => Object.keys(group[kind]).map((slug) => ({ slug, group: group.label })))
  return new Map(slugs.map(({ slug, group }, position) => [slug, { group, position }]))
}
const collectionPlaces = placesOf('collections')
const globalPlaces = placesOf('globals')

function collectionCopy(slug: string): TCollectionCopy | undefined {
  return (COLLECTION_COPY as Record<string, TCollectionCopy>)[slug]
}

/** A collection with its group, labels and description from the navigation files. */
export function withNavigationCopy(collection: CollectionConfig): CollectionConfig {
  const copy = collectionCopy(collection.slug)
  const place = collectionPlaces.get(collection.slug)
  if (!copy || !place) return collection
  return {
    ...collection,
    labels: { singular: copy.singular, plural: copy.plural },
    admin: { ...collection.admin, group: place.group, description: copy.description },
  }
}

export function withGlobalNavigationCopy(global: GlobalConfig): GlobalConfig {
  const copy = (GLOBAL_COPY as Record<string, TGlobalCopy>)[global.slug]
  const place = globalPlaces.get(global.slug)
  if (!copy || !place) return global
  return { ...global, label: copy.label, admin: { ...global.admin, group: place.group, description: copy.description } }
}

/**
 * Payload shows groups in the order their first entry appears in the config, and entries in config order:
 * sorting the config by the navigation files makes the sidebar and the dashboard follow them.
 */
export function inNavigationOrder<T extends { slug: string }>(items: T[], kind: 'collections' | 'globals'): T[] {
  const places = kind === 'collections' ? collectionPlaces : globalPlaces
  const rank = (item: T) => places.get(item.slug)?.position ?? Number.MAX_SAFE_INTEGER
  return [...items].sort((a, b) => rank(a) - rank(b))
}
