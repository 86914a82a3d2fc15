import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { syncSearchAfterChange, syncSearchAfterDelete } from '../../search/hooks'
import { staffEditedDrafts } from '../../access/staff-content'

/** One question and its answer, in a category, ordered within it; `highlight` feeds /api/faq/highlight. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'order', 'highlight', '_status'], listSearchableFields: ['question'] },
  defaultSort: 'order',
  versions: { drafts: true },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.faq), syncSearchAfterChange], afterDelete: [revalidateTags(CACHE_TAGS.faq), syncSearchAfterDelete] },
  access: staffEditedDrafts,
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'richText', required: true, localized: true },
    { name: 'category', type: 'relationship', relationTo: 'faq-categories', required: true, index: true },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { description: 'Lower numbers come first' } },
    { name: 'highlight', type: 'checkbox', defaultValue: false, admin: { description: 'Show among the popular questions' } },
  ],
}
