import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { ELIBRARY_KINDS } from '../../../lib/contracts/elibrary/kinds'
import { staffEditedContent } from '../../access/staff-content'

/**
 * E-library types. The id is chosen, not generated: menu links and shared URLs use it (?type=1 is video,
 * ?type=21 external resources), so it must stay the same across databases.
 */
export const ELibraryTypes: CollectionConfig = {
  slug: 'elibrary-types',
  admin: { useAsTitle: 'title', defaultColumns: ['id', 'title', 'kind'] },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.elibrary)], afterDelete: [revalidateTags(CACHE_TAGS.elibrary)] },
  access: staffEditedContent,
  fields: [
    { name: 'id', type: 'number', required: true, admin: { description: 'Used in links: ?type=<id>' } },
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      unique: true,
      options: ELIBRARY_KINDS.map((value) => ({ label: value, value })),
      admin: { description: 'Decides the detail page and which media the item shows.' },
    },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
