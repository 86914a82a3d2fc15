import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { syncSearchAfterChange, syncSearchAfterDelete } from '../../search/hooks'
import { staffEditedDrafts } from '../../access/staff-content'

export const RESEARCH_STATUSES = ['on-going', 'complete'] as const
export type TResearchStatus = (typeof RESEARCH_STATUSES)[number]

export const Research: CollectionConfig = {
  slug: 'research',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'progress', 'year', '_status'], listSearchableFields: ['title', 'excerpt'] },
  defaultSort: '-year',
  versions: { drafts: true },
  hooks: {
    afterChange: [revalidateTags(CACHE_TAGS.research), syncSearchAfterChange],
    afterDelete: [revalidateTags(CACHE_TAGS.research), syncSearchAfterDelete],
  },
  access: staffEditedDrafts,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      // Not `status`: on PostgreSQL its enum would collide with the drafts' `_status` enum.
      name: 'progress',
      type: 'select',
      required: true,
      defaultValue: 'on-going',
      index: true,
      options: RESEARCH_STATUSES.map((value) => ({ label: value, value })),
    },
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'topics',
      hasMany: true,
      filterOptions: { areas: { contains: 'research' } },
    },
    { name: 'year', type: 'number', required: true, index: true, min: 1990, max: 2100 },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'highlight', type: 'checkbox', defaultValue: false },
    {
      name: 'chapters',
      type: 'array',
      admin: { description: 'Each chapter gets its own page: /research/chapter/<chapter id>/<title>' },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'body', type: 'richText', localized: true },
      ],
    },
  ],
}
