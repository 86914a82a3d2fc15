import type { Field, Tab } from 'payload'

const heading: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'intro', type: 'textarea', localized: true },
]

const link: Field = {
  type: 'row',
  fields: [
    { name: 'buttonLabel', type: 'text', localized: true },
    {
      name: 'buttonUrl',
      type: 'text',
      admin: { description: 'An internal route (e.g. /education#main-programs) or an https:// address' },
    },
  ],
}

/** One admin tab per section of /capacity-building; each is one /static/capacity-building/<section> call. */
export const CAPACITY_BUILDING_TABS: Tab[] = [
  {
    name: 'highlight',
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'subtitle', type: 'textarea', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
  },
  { name: 'main', label: { id: 'Utama', en: 'Main' }, fields: [...heading, link] },
  {
    name: 'participant',
    fields: [
      ...heading,
      {
        name: 'stats',
        type: 'array',
        admin: { description: 'Figures such as participants trained or regions reached.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'value', type: 'number', required: true, min: 0 },
              { name: 'suffix', type: 'text', admin: { description: 'Shown after the number, e.g. +' } },
            ],
          },
          { name: 'label', type: 'text', required: true, localized: true },
        ],
      },
    ],
  },
  {
    name: 'about',
    fields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'body', type: 'richText', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
  },
  {
    name: 'programDescription',
    fields: [
      ...heading,
      {
        name: 'components',
        type: 'array',
        fields: [
          { name: 'title', type: 'text', required: true, localized: true },
          { name: 'description', type: 'textarea', localized: true },
        ],
      },
    ],
  },
  {
    name: 'eligible',
    fields: [...heading, { name: 'criteria', type: 'array', fields: [{ name: 'text', type: 'text', required: true, localized: true }] }],
  },
  {
    name: 'howToApply',
    fields: [
      ...heading,
      {
        name: 'steps',
        type: 'array',
        fields: [
          { name: 'title', type: 'text', required: true, localized: true },
          { name: 'description', type: 'textarea', localized: true },
        ],
      },
      link,
    ],
  },
  {
    name: 'portfolio',
    fields: [
      ...heading,
      {
        name: 'items',
        type: 'array',
        fields: [
          { name: 'title', type: 'text', required: true, localized: true },
          { name: 'description', type: 'textarea', localized: true },
          {
            type: 'row',
            fields: [
              { name: 'location', type: 'text', localized: true },
              { name: 'year', type: 'number', min: 1990, max: 2100 },
            ],
          },
          { name: 'image', type: 'upload', relationTo: 'media' },
        ],
      },
    ],
  },
]
