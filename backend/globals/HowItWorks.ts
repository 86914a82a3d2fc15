import type { Field, GlobalConfig } from 'payload'
import { CACHE_TAGS } from '../../lib/api/cache-tags'
import { revalidateTags } from '../hooks/revalidate-tags'
import { staffEditedGlobal } from '../access/staff-content'

/** The steps one audience follows on the learning portal (spec: /static/online-course/how-it-works/list?param=). */
const audience = (name: string, description: string): Field => ({
  name,
  type: 'group',
  admin: { description },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'steps',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'description', type: 'textarea', localized: true },
        {
          type: 'row',
          fields: [
            { name: 'linkLabel', type: 'text', localized: true },
            { name: 'linkUrl', type: 'text', admin: { description: 'An internal route (e.g. /register) or an https:// address' } },
          ],
        },
      ],
    },
  ],
})

/** How the online learning portal works, for learners and for lecturers. */
export const HowItWorks: GlobalConfig = {
  slug: 'how-it-works',
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.howItWorks)] },
  access: staffEditedGlobal,
  fields: [
    {
      name: 'highlight',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'subtitle', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    audience('learner', 'Steps for learners: sign up, enrol, learn, take the exam, get the certificate.'),
    audience('lecturer', 'Steps for lecturers: sign in, follow course activity, answer discussions.'),
  ],
}
