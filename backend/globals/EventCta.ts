import type { GlobalConfig } from 'payload'
import { CACHE_TAGS } from '../../lib/api/cache-tags'
import { revalidateTags } from '../hooks/revalidate-tags'
import { staffEditedGlobal } from '../access/staff-content'

/** The call to action on the events page (host an event with us, propose a topic). */
export const EventCta: GlobalConfig = {
  slug: 'event-cta',
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.events)] },
  access: staffEditedGlobal,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'body', type: 'textarea', localized: true },
    { name: 'buttonLabel', type: 'text', localized: true },
    {
      name: 'buttonUrl',
      type: 'text',
      admin: { description: 'An internal route (e.g. /outreach) or an https:// or mailto: address' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
