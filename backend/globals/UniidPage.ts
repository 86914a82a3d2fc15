import type { GlobalConfig } from 'payload'
import { CACHE_TAGS } from '../../lib/api/cache-tags'
import { areaIconFields } from '../fields/area-icon'
import { revalidateTags } from '../hooks/revalidate-tags'
import { staffEditedDraftGlobal } from '../access/staff-content'

const title = { name: 'title', type: 'text', localized: true } as const

/** The texts of the UniID (university) programme page; its universities are the `universities` collection. */
export const UniidPage: GlobalConfig = {
  slug: 'uniid-page',
  versions: { drafts: true },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.uniid)] },
  access: staffEditedDraftGlobal,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'highlight',
          label: { en: 'Highlight', id: 'Sorotan' },
          fields: [
            title,
            { name: 'subtitle', type: 'textarea', localized: true },
            { name: 'image', type: 'upload', relationTo: 'media' },
            { name: 'linkLabel', type: 'text', localized: true },
            { name: 'link', type: 'text', admin: { description: 'An internal route (e.g. /uniid#university-listing) or an https:// address' } },
          ],
        },
        {
          name: 'intro',
          label: { en: 'Introduction', id: 'Pengantar' },
          fields: [title, { name: 'body', type: 'richText', localized: true }, { name: 'image', type: 'upload', relationTo: 'media' }],
        },
        {
          name: 'ourVision',
          label: { en: 'Our vision', id: 'Visi kami' },
          fields: [title, { name: 'text', type: 'textarea', localized: true }],
        },
        {
          name: 'ourMission',
          label: { en: 'Our mission', id: 'Misi kami' },
          fields: [
            title,
            {
              name: 'items',
              type: 'array',
              dbName: 'uniid_missions',
              fields: [{ name: 'text', type: 'textarea', required: true, localized: true }],
            },
          ],
        },
        {
          name: 'activity',
          label: { en: 'Activities', id: 'Kegiatan' },
          fields: [
            title,
            { name: 'intro', type: 'textarea', localized: true },
            {
              name: 'items',
              type: 'array',
              dbName: 'uniid_activities',
              fields: [
                { name: 'title', type: 'text', required: true, localized: true },
                { name: 'text', type: 'textarea', localized: true },
                ...areaIconFields,
              ],
            },
          ],
        },
        {
          name: 'universityListing',
          label: { en: 'University listing', id: 'Daftar universitas' },
          fields: [title, { name: 'intro', type: 'textarea', localized: true }],
        },
      ],
    },
  ],
}
