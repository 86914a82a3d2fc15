import { CACHE_TAGS } from '../../lib/api/cache-tags'
import type { GlobalConfig } from 'payload'
import { revalidateTags } from '../hooks/revalidate-tags'
import { staffEditedGlobal } from '../access/staff-content'

export const MENU_TYPES = ['aboutus', 'education', 'research', 'elibrary', 'outreach', 'event'] as const

/**
 * The main navigation: one entry per area with the dropdown's intro and links.
 * Permalinks are internal routes (keys of lib/i18n/pathnames.ts) with an optional #anchor or ?query,
 * so the site localizes them.
 */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.menu)] },
  access: staffEditedGlobal,
  fields: [
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'type', type: 'select', required: true, options: MENU_TYPES.map((v) => ({ label: v, value: v })) },
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'intro', type: 'textarea', localized: true },
        { name: 'permalink', type: 'text', required: true },
        { name: 'permalinkLabel', type: 'text', localized: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            { name: 'label', type: 'text', required: true, localized: true },
            { name: 'permalink', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
