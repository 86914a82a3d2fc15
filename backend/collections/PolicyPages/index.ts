import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { POLICY_KEYS } from '../../../lib/contracts/legal'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { syncSearchAfterChange, syncSearchAfterDelete } from '../../search/hooks'
import { staffEditedDrafts } from '../../access/staff-content'

/** One document per policy key (lib/contracts/legal), rich text with its last-updated date. */
export const PolicyPages: CollectionConfig = {
  slug: 'policy-pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'key', 'lastUpdated', '_status'], listSearchableFields: ['title'] },
  versions: { drafts: true },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.legal), syncSearchAfterChange], afterDelete: [revalidateTags(CACHE_TAGS.legal), syncSearchAfterDelete] },
  access: staffEditedDrafts,
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      options: POLICY_KEYS.map((value) => ({ label: value, value })),
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'One or two sentences shown under the title' } },
    { name: 'body', type: 'richText', required: true, localized: true },
    { name: 'lastUpdated', type: 'date', required: true, admin: { description: 'Shown as "Last updated"; change it when the terms change' } },
  ],
}
