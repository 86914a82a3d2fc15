import type { Field } from 'payload'
import { MATERIAL_KINDS } from './options'
import { validateMaterialLink } from './validate-schedule'

/** Speakers and moderators as the page lists them (schema.org performer). */
export const speakersField: Field = {
  name: 'speakers',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'position', type: 'text', localized: true },
        { name: 'organisation', type: 'text', localized: true },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
}

/** Slides, papers and recordings: an uploaded file (event-files, type and size checked) or a link. */
export const materialsField: Field = {
  name: 'materials',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'file',
          options: MATERIAL_KINDS.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'event-files',
      admin: { condition: (_, sibling) => sibling?.kind === 'file' },
      validate: (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }) =>
        siblingData?.kind !== 'file' || value ? true : 'A file material needs its file',
    },
    {
      name: 'url',
      type: 'text',
      validate: validateMaterialLink,
      admin: { condition: (_, sibling) => sibling?.kind === 'link', description: 'https://… or a site path such as /e-library?type=9' },
    },
  ],
}
