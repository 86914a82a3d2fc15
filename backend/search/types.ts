import type { CollectionSlug } from 'payload'
import type { Locale } from '../../lib/i18n/config'

/** What one document contributes to the search index in one language. */
export type TSearchEntryInput = {
  title: string
  text: string
  /** An internal route with its params filled in (the CMS permalink form the site localizes). */
  permalink: string
  kind?: string | null
  kindLabel?: string | null
  topics?: number[]
  year?: number | null
  /** Shown with the result (an event's day, a publication date); null when only the year means anything. */
  date?: string | null
  /** Orders results by newest or oldest. */
  sortDate: string
  imageUrl?: string | null
}

/** A searchable collection: its module name in results and how one of its documents reads in the index. */
export type TSearchSource<TDoc = Record<string, unknown>> = {
  collection: CollectionSlug
  module: string
  /** Documents with drafts count only once published; others are always public. */
  hasDrafts: boolean
  toEntry: (doc: TDoc, locale: Locale) => TSearchEntryInput | null
}

/** Identity helper that keeps a source's document type checked against its collection's generated type. */
export function searchSource<TDoc>(source: TSearchSource<TDoc>): TSearchSource {
  return source as unknown as TSearchSource
}
