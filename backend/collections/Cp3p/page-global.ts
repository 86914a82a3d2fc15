import type { GlobalConfig } from 'payload'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { CP3P_CACHE_TAG } from '../../../lib/contracts/cp3p/cache-tag'
import { staffEditedGlobal } from '../../access/staff-content'

const section = (name: string) => ({
  name,
  type: 'group' as const,
  fields: [
    { name: 'title', type: 'text' as const, localized: true },
    { name: 'body', type: 'richText' as const, localized: true },
  ],
})

/** The cp3p landing and its sub-pages' copy (description, faq, course overview, benefit, learning, target). */
export const Cp3pPage: GlobalConfig = {
  slug: 'cp3p-page',
  access: staffEditedGlobal,
  hooks: { afterChange: [revalidateTags(CP3P_CACHE_TAG)] },
  fields: [
    { name: 'heroTitle', type: 'text', localized: true },
    { name: 'heroIntro', type: 'textarea', localized: true },
    section('description'),
    section('courseOverview'),
    section('benefit'),
    section('learning'),
    section('target'),
    { name: 'faq', type: 'array', fields: [{ name: 'question', type: 'text', required: true, localized: true }, { name: 'answer', type: 'textarea', required: true, localized: true }] },
    { name: 'inhouseIntro', type: 'textarea', localized: true },
  ],
}
