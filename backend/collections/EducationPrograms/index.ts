import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { syncSearchAfterChange, syncSearchAfterDelete } from '../../search/hooks'
import { DELIVERY_FORMATS, DURATION_UNITS, optionsOf, PROGRAM_KINDS } from './options'
import { staffEditedDrafts } from '../../access/staff-content'

// The header's Education dropdown lists main programs, so the menu expires with them too.
const expire = revalidateTags(CACHE_TAGS.education, CACHE_TAGS.menu)

/**
 * The training programs of the education page: `main` ones are featured (and listed in the header menu),
 * `other` ones are paged below them. Each has its own page: /education/<id>/<title>.
 */
export const EducationPrograms: CollectionConfig = {
  slug: 'education-programs',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'deliveryFormat', 'order', '_status'], listSearchableFields: ['title', 'summary'] },
  defaultSort: ['kind', 'order', 'title'],
  versions: { drafts: true },
  hooks: { afterChange: [expire, syncSearchAfterChange], afterDelete: [expire, syncSearchAfterDelete] },
  access: staffEditedDrafts,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, defaultValue: 'other', index: true, options: optionsOf(PROGRAM_KINDS) },
        {
          name: 'order',
          type: 'number',
          required: true,
          defaultValue: 100,
          index: true,
          admin: { description: 'Lower numbers come first within main or other programs.' },
        },
      ],
    },
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'One or two sentences for cards and search.' } },
    { name: 'body', type: 'richText', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    {
      name: 'duration',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'number', min: 1, max: 1000 },
            { name: 'unit', type: 'select', defaultValue: 'days', options: optionsOf(DURATION_UNITS) },
          ],
        },
      ],
    },
    { name: 'audience', type: 'text', localized: true, admin: { description: 'Who the program is for.' } },
    { name: 'deliveryFormat', type: 'select', required: true, defaultValue: 'in-person', options: optionsOf(DELIVERY_FORMATS) },
    // The shared subjects (no area filter: the site-wide topic list applies to programs as it is).
    { name: 'topics', type: 'relationship', relationTo: 'topics', hasMany: true },
  ],
}
