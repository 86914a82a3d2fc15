import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { syncSearchAfterChange, syncSearchAfterDelete } from '../../search/hooks'
import { requiredInDefaultLocale } from '../../lib/required-in-default-locale'
import { staffEditedDrafts } from '../../access/staff-content'

/** The community of practice newsletter archive (/outreach/cop#newsletter), newest issue first. */
export const CopNewsletters: CollectionConfig = {
  slug: 'cop-newsletters',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'issueNumber', 'issueDate', '_status'], listSearchableFields: ['title', 'summary'] },
  defaultSort: '-issueDate',
  versions: { drafts: true },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.outreach), syncSearchAfterChange], afterDelete: [revalidateTags(CACHE_TAGS.outreach), syncSearchAfterDelete] },
  access: staffEditedDrafts,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'issueNumber', type: 'number', min: 1, admin: { description: 'Edition number printed on the cover' } },
    { name: 'issueDate', type: 'date', required: true, index: true },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    {
      // Localized: an issue may have an English edition; without one the English page offers the Indonesian PDF.
      name: 'file',
      type: 'upload',
      relationTo: 'newsletter-files',
      localized: true,
      validate: requiredInDefaultLocale,
    },
  ],
}
