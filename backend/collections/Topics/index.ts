import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { staffEditedContent } from '../../access/staff-content'

export const TOPIC_AREAS = ['elibrary', 'research', 'event'] as const
export type TTopicArea = (typeof TOPIC_AREAS)[number]

/** Subjects shared by the e-library, research (and events): one list, each topic says where it applies. */
export const Topics: CollectionConfig = {
  slug: 'topics',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'areas'], listSearchableFields: ['title'] },
  hooks: {
    afterChange: [revalidateTags(CACHE_TAGS.topics, CACHE_TAGS.elibrary, CACHE_TAGS.research, CACHE_TAGS.events)],
    afterDelete: [revalidateTags(CACHE_TAGS.topics, CACHE_TAGS.elibrary, CACHE_TAGS.research, CACHE_TAGS.events)],
  },
  access: staffEditedContent,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'areas',
      type: 'select',
      hasMany: true,
      required: true,
      options: TOPIC_AREAS.map((value) => ({ label: value, value })),
    },
  ],
}
