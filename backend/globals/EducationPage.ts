import type { Field, GlobalConfig } from 'payload'
import { CACHE_TAGS } from '../../lib/api/cache-tags'
import { revalidateTags } from '../hooks/revalidate-tags'
import { staffEditedGlobal } from '../access/staff-content'

/** A heading and its lead text, for each section of the education page. */
const section = (name: string, description: string): Field => ({
  name,
  type: 'group',
  admin: { description },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
  ],
})

/** The texts around the programs on /education (spec: /static/education/intro). */
export const EducationPage: GlobalConfig = {
  slug: 'education-page',
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.education, CACHE_TAGS.events)] },
  access: staffEditedGlobal,
  fields: [
    {
      name: 'hero',
      type: 'group',
      admin: { description: 'The top of the page: its main heading and what the programs are about.' },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'intro', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    section('mainPrograms', 'Above the main programs (#main-programs).'),
    section('otherPrograms', 'Above the other programs (#other-programs).'),
    section('eventHighlight', 'Above the educational events; the section shows only when there are events.'),
    {
      name: 'eventTopic',
      type: 'relationship',
      relationTo: 'topics',
      filterOptions: { areas: { contains: 'event' } },
      admin: { description: 'The upcoming events of this topic are the educational events shown on the page (all topics when empty).' },
    },
  ],
}
