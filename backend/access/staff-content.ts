import type { CollectionConfig, GlobalConfig } from 'payload'
import { anyone } from './anyone'
import { isStaff } from './is-staff'
import { publishedOrStaff } from './published-or-staff'

/**
 * The site's public content, which staff edit as the spec's editors (docs/decisions/016). Every operation is named:
 * one left out falls back to Payload's "any signed-in CMS user", which is how version history was open to anyone.
 */
export const staffEditedContent = {
  read: anyone,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
  readVersions: isStaff,
} satisfies CollectionConfig['access']

/** The same for content with drafts: visitors read the published documents only. */
export const staffEditedDrafts = { ...staffEditedContent, read: publishedOrStaff } satisfies CollectionConfig['access']

export const staffEditedGlobal = { read: anyone, update: isStaff, readVersions: isStaff } satisfies GlobalConfig['access']
export const staffEditedDraftGlobal = { ...staffEditedGlobal, read: publishedOrStaff } satisfies GlobalConfig['access']
