import type { Tab } from 'payload'
import { areaIconFields } from '../../fields/area-icon'
import { headingFields } from './section-fields'

/** The institute's own story: CEO's note, purpose, vision and mission, what it does. */
export const storyTabs: Tab[] = [
  {
    name: 'ceoNotes',
    label: { en: "CEO's notes", id: 'Catatan CEO' },
    fields: [
      ...headingFields(false),
      { name: 'name', type: 'text' },
      { name: 'position', type: 'text', localized: true },
      { name: 'photo', type: 'upload', relationTo: 'media' },
      { name: 'quote', type: 'textarea', localized: true, admin: { description: 'One sentence shown large beside the photo' } },
      { name: 'body', type: 'richText', localized: true },
    ],
  },
  {
    name: 'ourPurpose',
    label: { en: 'Our purpose', id: 'Tujuan kami' },
    fields: [
      ...headingFields(false),
      { name: 'statement', type: 'textarea', localized: true },
      { name: 'body', type: 'richText', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
  },
  {
    name: 'visionMission',
    label: { en: 'Vision & mission', id: 'Visi & misi' },
    fields: [
      ...headingFields(false),
      { name: 'vision', type: 'textarea', localized: true },
      {
        name: 'missions',
        type: 'array',
        dbName: 'about_missions',
        fields: [{ name: 'text', type: 'textarea', required: true, localized: true }],
      },
    ],
  },
  {
    name: 'whatWeDo',
    label: { en: 'What we do', id: 'Apa yang kami lakukan' },
    fields: [
      ...headingFields(),
      {
        name: 'items',
        type: 'array',
        dbName: 'about_work',
        fields: [
          { name: 'title', type: 'text', required: true, localized: true },
          { name: 'text', type: 'textarea', localized: true },
          ...areaIconFields,
        ],
      },
    ],
  },
]
