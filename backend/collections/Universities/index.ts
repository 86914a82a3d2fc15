import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { staffEditedDrafts } from '../../access/staff-content'

/** The universities of the UniID programme, listed on /uniid (name order). */
export const Universities: CollectionConfig = {
  slug: 'universities',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', '_status'], listSearchableFields: ['name', 'city'] },
  defaultSort: 'name',
  versions: { drafts: true },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.uniid)], afterDelete: [revalidateTags(CACHE_TAGS.uniid)] },
  access: staffEditedDrafts,
  fields: [
    // A university's own name is used in both languages (Universitas Indonesia stays Universitas Indonesia).
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'city', type: 'text', required: true },
    {
      name: 'website',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value) || 'Use a full address starting with https://',
    },
  ],
}
