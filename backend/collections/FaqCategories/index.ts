import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { staffEditedDrafts } from '../../access/staff-content'

const validateSlug = (value: string | null | undefined): true | string =>
  value && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? true : 'Use lowercase letters, digits and hyphens'

/** The FAQ page's tabs. The slug is the shareable ?category= value, the same in both languages. */
export const FaqCategories: CollectionConfig = {
  slug: 'faq-categories',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'order', '_status'] },
  defaultSort: 'order',
  versions: { drafts: true },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.faq)], afterDelete: [revalidateTags(CACHE_TAGS.faq)] },
  access: staffEditedDrafts,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, validate: validateSlug },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { description: 'Lower numbers come first' } },
  ],
}
