import type { GlobalConfig } from 'payload'
import { CACHE_TAGS } from '../../lib/api/cache-tags'
import { revalidateTags } from '../hooks/revalidate-tags'
import { staffEditedDraftGlobal } from '../access/staff-content'

const permalinkHelp = 'An internal route (e.g. /event?topic=1#past-event, /e-library?type=21) or an https:// address'

/** The /outreach page: its introduction and the cards that lead to outreach events and external resources. */
export const OutreachPage: GlobalConfig = {
  slug: 'outreach-page',
  versions: { drafts: true },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.outreach)] },
  access: staffEditedDraftGlobal,
  fields: [
    { name: 'headline', type: 'text', required: true, localized: true },
    { name: 'intro', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      // Localized as a whole: each language keeps its own cards (no row ids to match between languages).
      name: 'links',
      type: 'array',
      localized: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'label', type: 'text', required: true },
        { name: 'permalink', type: 'text', required: true, admin: { description: permalinkHelp } },
      ],
    },
  ],
}
