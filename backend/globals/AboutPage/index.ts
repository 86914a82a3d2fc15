import type { GlobalConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { peopleTabs } from './people-tabs'
import { storyTabs } from './story-tabs'
import { staffEditedDraftGlobal } from '../../access/staff-content'

/**
 * The about-us page: one tab per anchored section (/about-us#ceo-notes … #academic-advisor), each read by its
 * own /static/about/<section> call. Drafts let editors prepare a change and publish it when ready.
 */
export const AboutPage: GlobalConfig = {
  slug: 'about-page',
  versions: { drafts: true },
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.about)] },
  access: staffEditedDraftGlobal,
  fields: [{ type: 'tabs', tabs: [...storyTabs, ...peopleTabs] }],
}
