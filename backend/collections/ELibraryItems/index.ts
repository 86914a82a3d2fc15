import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { syncSearchAfterChange, syncSearchAfterDelete } from '../../search/hooks'
import { setYearFromDate } from './set-year'
import { validateVideoUrl } from '../../../lib/format/video-embed'
import { staffEditedDrafts } from '../../access/staff-content'

const validateHttpUrl = (value: string | null | undefined): true | string =>
  !value || /^https?:\/\/\S+$/.test(value) ? true : 'Use an http(s) address'

export const ELibraryItems: CollectionConfig = {
  slug: 'elibrary-items',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'publishedDate', 'featured', '_status'], listSearchableFields: ['title', 'excerpt'] },
  defaultSort: '-publishedDate',
  versions: { drafts: true },
  hooks: {
    beforeChange: [setYearFromDate('publishedDate')],
    afterChange: [revalidateTags(CACHE_TAGS.elibrary), syncSearchAfterChange],
    afterDelete: [revalidateTags(CACHE_TAGS.elibrary), syncSearchAfterDelete],
  },
  access: staffEditedDrafts,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'type', type: 'relationship', relationTo: 'elibrary-types', required: true, index: true },
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'topics',
      hasMany: true,
      filterOptions: { areas: { contains: 'elibrary' } },
    },
    { name: 'publishedDate', type: 'date', required: true, index: true },
    { name: 'year', type: 'number', index: true, admin: { readOnly: true, description: 'From the publication date.' } },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'videoUrl', type: 'text', validate: validateVideoUrl, admin: { description: 'YouTube or Vimeo link' } },
    { name: 'audio', type: 'upload', relationTo: 'library-files' },
    { name: 'file', type: 'upload', relationTo: 'library-files', admin: { description: 'Offered for download' } },
    { name: 'externalUrl', type: 'text', validate: validateHttpUrl },
    {
      type: 'row',
      fields: [
        { name: 'featured', type: 'checkbox', defaultValue: false },
        { name: 'highlight', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
