import type { CollectionSlug, GlobalSlug } from 'payload'

/** Every admin text comes in both languages of the admin (Payload picks by the staff member's language). */
export type TBilingual = { id: string; en: string }

export type TCollectionCopy = { singular: TBilingual; plural: TBilingual; description: TBilingual }
export type TGlobalCopy = { label: TBilingual; description: TBilingual }

/** Our own collections: Payload's internal ones (payload-preferences, payload-jobs, …) are not in the navigation. */
export type TOwnCollectionSlug = Exclude<CollectionSlug, `payload-${string}`>

/** One job's place in the navigation: its collections and globals, in the order staff meet them. */
export type TNavGroup = {
  label: TBilingual
  /** Our collections, and Payload's own where staff see them (its jobs queue). */
  collections: Partial<Record<CollectionSlug, TCollectionCopy>>
  globals: Partial<Record<GlobalSlug, TGlobalCopy>>
}
