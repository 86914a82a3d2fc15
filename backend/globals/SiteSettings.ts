import { CACHE_TAGS } from '../../lib/api/cache-tags'
import type { GlobalConfig } from 'payload'
import { revalidateTags } from '../hooks/revalidate-tags'
import { staffEditedGlobal } from '../access/staff-content'

export const SOCIAL_ICONS = ['facebook', 'instagram', 'linkedin', 'x', 'youtube'] as const

/** What the shell shows besides navigation: corporate link, footer address, contacts, social links. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.siteSettings)] },
  access: staffEditedGlobal,
  fields: [
    { name: 'siteName', type: 'text', required: true, localized: true },
    { name: 'corporateUrl', type: 'text', required: true },
    { name: 'corporateLabel', type: 'text', required: true, localized: true },
    { name: 'address', type: 'textarea', required: true, localized: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', required: true },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        { name: 'icon', type: 'select', required: true, options: SOCIAL_ICONS.map((v) => ({ label: v, value: v })) },
        { name: 'name', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
    { name: 'copyright', type: 'text', required: true, localized: true },
    {
      type: 'group',
      name: 'defaultMeta',
      label: { id: 'Metadata halaman bawaan', en: 'Default page metadata' },
      fields: [
        { name: 'description', type: 'textarea', localized: true },
        { name: 'keyword', type: 'text', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
