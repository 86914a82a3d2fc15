import type { Tab } from 'payload'
import { headingFields } from './section-fields'

/** Recognition and the people and institutions around the institute: awards, partners, academic advisors. */
export const peopleTabs: Tab[] = [
  {
    name: 'awards',
    label: { en: 'Awards', id: 'Penghargaan' },
    fields: [
      ...headingFields(),
      {
        name: 'items',
        type: 'array',
        dbName: 'about_awards',
        fields: [
          { name: 'title', type: 'text', required: true, localized: true },
          { name: 'issuer', type: 'text', localized: true, admin: { description: 'Who gave the award' } },
          { name: 'year', type: 'number', min: 1990, max: 2100 },
          { name: 'image', type: 'upload', relationTo: 'media' },
        ],
      },
    ],
  },
  {
    name: 'partnership',
    label: { en: 'Partnership', id: 'Kemitraan' },
    fields: [
      ...headingFields(),
      {
        name: 'partners',
        type: 'array',
        dbName: 'about_partners',
        fields: [
          { name: 'name', type: 'text', required: true, localized: true },
          { name: 'logo', type: 'upload', relationTo: 'media' },
          {
            name: 'url',
            type: 'text',
            validate: (value: string | null | undefined) =>
              !value || /^https?:\/\/\S+$/.test(value) || 'Use a full address starting with https://',
          },
        ],
      },
    ],
  },
  {
    name: 'academicAdvisor',
    label: { en: 'Academic advisors', id: 'Penasihat akademik' },
    fields: [
      ...headingFields(),
      {
        name: 'advisors',
        type: 'array',
        dbName: 'about_advisors',
        fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'position', type: 'text', localized: true },
          { name: 'bio', type: 'textarea', localized: true },
          { name: 'photo', type: 'upload', relationTo: 'media' },
        ],
      },
    ],
  },
]
