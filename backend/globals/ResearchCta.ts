import type { GlobalConfig } from 'payload'
import { CACHE_TAGS } from '../../lib/api/cache-tags'
import { revalidateTags } from '../hooks/revalidate-tags'
import { staffEditedGlobal } from '../access/staff-content'

/** The call to action on the research page (journal management, collaboration). */
export const ResearchCta: GlobalConfig = {
  slug: 'research-cta',
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.research)] },
  access: staffEditedGlobal,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'body', type: 'textarea', localized: true },
    { name: 'buttonLabel', type: 'text', localized: true },
    {
      name: 'buttonUrl',
      type: 'text',
      admin: { description: 'An internal route (e.g. /e-library?type=6) or an https:// address' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
