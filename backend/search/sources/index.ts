import type { TSearchSource } from '../types'
import { education } from './education'
import { elibrary } from './elibrary'
import { events } from './events'
import { faqs, newsletters, policies, projectDocuments } from './outreach'
import { research } from './research'

/** Every collection the site-wide search covers. A new public area adds its source here and the `syncSearch` hooks to its collection. */
export const SEARCH_SOURCES: TSearchSource[] = [elibrary, research, education, events, faqs, policies, projectDocuments, newsletters]

export function searchSourceOf(collection: string): TSearchSource | undefined {
  return SEARCH_SOURCES.find((source) => source.collection === collection)
}
