import type { CollectionConfig } from 'payload'
import { isBannerLink } from '../../../lib/contracts/banners/link'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { BANNER_PLACEMENTS } from '../../../lib/contracts/banners/placements'
import { staffEditedDrafts } from '../../access/staff-content'

/** Page-top banners and the home slider's slides; the public sees published, active ones in `order`. */
export const Banners: CollectionConfig = {
  slug: 'banners',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'placement', 'order', 'active', '_status'], listSearchableFields: ['title'] },
  defaultSort: 'order',
  versions: { drafts: true },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.banners)], afterDelete: [revalidateTags(CACHE_TAGS.banners)] },
  access: staffEditedDrafts,
  fields: [
    {
      name: 'placement',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'home-slider',
      options: BANNER_PLACEMENTS.map((value) => ({ label: value, value })),
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'subtitle', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'link',
      type: 'text',
      admin: { description: 'An internal route (e.g. /e-library?type=2 or /about-us#awards) or an https:// address' },
      validate: (value: string | null | undefined) =>
        !value || isBannerLink(value) || 'Use an internal route starting with / or an http(s):// address',
    },
    { name: 'linkLabel', type: 'text', localized: true },
    { name: 'order', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Untick to take the banner off the site without deleting it' },
    },
  ],
}
