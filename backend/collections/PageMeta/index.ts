import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import type { CollectionConfig } from 'payload'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { staffEditedContent } from '../../access/staff-content'

/** Stored metadata per internal path (spec: page metadata title, keyword, description, type, image, path). */
export const PageMeta: CollectionConfig = {
  slug: 'page-meta',
  admin: { useAsTitle: 'path', defaultColumns: ['path', 'title', 'updatedAt'], listSearchableFields: ['path', 'title'] },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.pageMeta)], afterDelete: [revalidateTags(CACHE_TAGS.pageMeta)] },
  access: staffEditedContent,
  fields: [
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Internal route, e.g. /about-us or /e-library/video/[id]/[title]' },
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'keyword', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'type', type: 'text', defaultValue: 'website' },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
